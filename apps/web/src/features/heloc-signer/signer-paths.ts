export { signerPath } from '@/lib/navigation.ts';
