/** What the client needs of a saved connection: the API's address, the company's subdomain and the API key. */
export type BamboohrConnection = { baseUrl: string; subdomain: string; apiKey: string };

/** The company's REST v1 address: BambooHR serves every company under /api/gateway.php/<subdomain>. */
export const apiRootOf = ({ baseUrl, subdomain }: Pick<BamboohrConnection, 'baseUrl' | 'subdomain'>): string =>
  `${baseUrl.replace(/\/+$/, '')}/api/gateway.php/${encodeURIComponent(subdomain)}/v1`;
