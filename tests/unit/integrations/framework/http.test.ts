/** @jest-environment node */
import { ForeignPageLink, jsonClient } from '@/lib/integrations/framework/http';
import { entraFailure } from '@/lib/integrations/entra-id/failures';

describe('jsonClient.getPage', () => {
  it('refuses a next-page address outside the API’s origin, before sending the credentials there', async () => {
    const headers = jest.fn(() => ({ authorization: 'Bearer secret-token' }));
    const client = jsonClient({ baseUrl: 'https://graph.microsoft.com/v1.0', headers });
    const refused = client.getPage('https://collector.example/v1.0/users?$skiptoken=2');
    await expect(refused).rejects.toBeInstanceOf(ForeignPageLink);
    await expect(refused).rejects.toThrow("A page link pointed to https://collector.example, outside the API's address.");
    expect(headers).not.toHaveBeenCalled();
    const error = await refused.catch((caught: unknown) => caught);
    expect(entraFailure(error, 'https://graph.microsoft.com')).toBe(
      'Microsoft Graph sent a next page at https://collector.example, outside https://graph.microsoft.com: it was not followed.',
    );
  });
});
