// The domain compiles against plain ES2023 (no DOM, no Node types) so that it cannot reach for
// browser or server APIs. URL is the one host global it may use: WHATWG URL exists, identically,
// in every browser and in Node, so a rule written with it runs the same on both sides.
declare class URL {
  constructor(url: string, base?: string | URL);
  readonly origin: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly host: string;
  readonly hostname: string;
  readonly protocol: string;
  readonly href: string;
  static canParse(url: string, base?: string): boolean;
}
