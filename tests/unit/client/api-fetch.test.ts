import { ApiError, SESSION_EXPIRED_EVENT, apiFetch } from '@/lib/client/api-fetch';

function answer(status: number, body: unknown): Response {
  return { status, ok: status >= 200 && status < 300, json: async () => body } as Response;
}

describe('apiFetch', () => {
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('sends JSON and returns the parsed answer', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { ok: true }));
    await expect(apiFetch('/api/x', { body: { a: 1 } })).resolves.toEqual({ ok: true });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/x');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"a":1}' });
    expect((init?.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('throws ApiError with the server message for other statuses, without ending the session', async () => {
    const expired = jest.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);
    fetchMock.mockResolvedValueOnce(answer(422, { message: 'Bad field' }));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 422, message: 'Bad field' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(expired).not.toHaveBeenCalled();
    window.removeEventListener(SESSION_EXPIRED_EVENT, expired);
  });

  it('on 401 logs out and asks for the Tips dialog', async () => {
    const expired = jest.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);
    fetchMock.mockResolvedValueOnce(answer(401, { message: 'expired' })).mockResolvedValueOnce(answer(200, { code: 200 }));
    const failure = await apiFetch('/api/user-management/my-information').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/user-management/logout');
    expect(fetchMock.mock.calls[1]?.[1]).toMatchObject({ method: 'POST' });
    expect(expired).toHaveBeenCalledTimes(1);
    window.removeEventListener(SESSION_EXPIRED_EVENT, expired);
  });
});
