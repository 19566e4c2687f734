/** Every browser storage key the app writes, in one place so none collide. */
export const STORAGE_KEYS = {
  /** localStorage: the bearer token (spec 03 section 9 names it "jwt"). */
  jwt: 'jwt',
  /** sessionStorage: an organisation chosen with ?org= survives navigation within the tab. */
  orgOverride: 'lintel.org-override',
  /** sessionStorage: how many times a failed lazy page load has reloaded the page. */
  lazyReloadCount: 'lintel.lazy-reload-count',
  /** localStorage: the telemetry tracker uuid, one per browser (spec 01 section 3, spec 03 section 9 "telemetry ids"). */
  trackerUuid: 'lintel.tracker-uuid',
  /** sessionStorage: the telemetry session key of this tab. */
  telemetrySessionKey: 'lintel.telemetry-session-key',
  /** localStorage: banner uuid -> ISO time it was dismissed (spec 03 section 9 "dismissed-banners key"). */
  dismissedBanners: 'lintel.dismissed-banners',
  /** localStorage: {formState, nonce} kept across the hand-off to the identity provider (spec 03 section 3). */
  preAuthState: 'lintel.pre-auth-state',
  /** localStorage: "{applicationUuid}:{experiment}" -> the variation assigned and saved (spec 03 section 4). */
  experiments: 'lintel.experiments',
  /** localStorage: the application a bank link was started for; plaid-oauth-success reads it (spec 01 section 2). */
  linkApplicationUuid: 'lintel.link.application-uuid',
  /** localStorage: the chat session (token, channel, mode, expiration), reused while unexpired (spec 03 section 4). */
  chatSession: 'lintel.chat-session',
  /** localStorage: the agent's bearer token in the operations console, apart from the applicant's jwt (decision 034). */
  opsJwt: 'lintel.ops-jwt',
  /** localStorage: the application an additional signer signs for (accept answer, resume link, co-deed status; decision 042). */
  signerApplicationUuid: 'lintel.signer.application-uuid',
} as const;
