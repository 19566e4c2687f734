/** Who or what changed an application: recorded in the audit trail. */
export type TActor =
  | { kind: 'APPLICANT' | 'AGENT' | 'ADMIN'; identityUuid: string }
  | { kind: 'SYSTEM'; identityUuid?: null; job?: string };

export const SYSTEM_ACTOR: TActor = { kind: 'SYSTEM' };
