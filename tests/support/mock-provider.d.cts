export type MockProvider = { url: string; tokens: Map<string, string>; close: () => Promise<void> };
export declare function startMockProvider(options?: { port?: number; slowMs?: number }): Promise<MockProvider>;
export declare const accounts: Record<
  string,
  { password: string; company_name: string; public_files_uuid: string | null; time_zone: string }
>;
