import { useParams } from 'react-router';
import { LinkReturn } from './link-return.tsx';

/** income/pointserv-callback: the payroll link's return. */
export const PointservCallbackPage = () => {
  const { uuid = '' } = useParams();
  return <LinkReturn uuid={uuid} heading="Linking your payroll account" />;
};

export { PointservCallbackPage as Component };
