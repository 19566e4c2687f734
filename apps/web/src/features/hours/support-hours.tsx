import { useSupportHours } from './api/get-support-hours.ts';

/** Customer-service hours in Pacific time; says nothing while loading or when the hours cannot be read. */
export const SupportHours = ({ orgCode, className }: { orgCode: string; className?: string }) => {
  const { data: lines } = useSupportHours(orgCode);
  if (!lines || lines.length === 0) return null;
  return (
    <div className={className}>
      <p className="footer__label">Customer service hours</p>
      <ul className="footer__plain-list">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
};
