import type { TSignerScreen } from '@lintel/domain';
import { SIGNER_BASE_PATH } from '@/lib/navigation.ts';

/** The path of a signer screen (spec 01 section 2, under heloc-signer). */
export const signerPath = (screen: TSignerScreen | 'resume' | 'login' | 'error'): string => `${SIGNER_BASE_PATH}/${screen}`;
