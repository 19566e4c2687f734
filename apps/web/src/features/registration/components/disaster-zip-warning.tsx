import { useDisasterZips } from '../api/disaster-zips.ts';

export const DISASTER_ZIP_WARNING =
  'This property is in a declared disaster area. You can continue your application, but the property will need a post-disaster inspection.';

/** Spec 01 section 5: a disaster-area zip does not stop the application; it is told about the inspection. */
export const DisasterZipWarning = ({ zip }: { zip: string | undefined }) => {
  const disasterZips = useDisasterZips();
  if (!zip || !disasterZips.includes(zip.trim())) return null;
  return (
    <div className="reg-warning" role="status">
      <p>{DISASTER_ZIP_WARNING}</p>
    </div>
  );
};
