import { listBrands } from '@lintel/brands';

/** A status code as words for agents: IN_PROGRESS -> "In progress" (the code stays in the title attribute). */
export const statusWords = (status: string): string => {
  const words = status.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));

/** The brands an agent may filter by: every organisation; the server answers only the agent's own. */
export const BRAND_OPTIONS = listBrands().map((brand) => ({ value: brand.orgCode, label: `${brand.companyNameShort} (${brand.orgCode})` }));

export const formatBytes = (bytes: number): string =>
  bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
