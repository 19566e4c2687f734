import { apiRequest, type TApiRequestOptions } from '@/lib/api-client.ts';
import { ApiError } from '@/lib/api-error.ts';
import { navigateTo } from '@/lib/navigation.ts';
import { getOrgCode } from '@/lib/org.ts';
import { joinErrorMessages } from '@/lib/error-message.ts';
import { clearOpsSession, opsTokenStore } from './ops-session.ts';

export const OPS_LOGIN_PATH = '/ops/login';

/**
 * A call with the agent's token. A 401 ends the agent's session and opens the console's login page, with
 * the page being left as its return address; the applicant's session is never touched.
 */
export const opsRequest = async <T = unknown>(path: string, options: TApiRequestOptions = {}): Promise<T> => {
  try {
    return await apiRequest<T>(path, { ...options, tokenStore: opsTokenStore, redirectOnUnauthenticated: false });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearOpsSession();
      const back = `${window.location.pathname}${window.location.search}`;
      void navigateTo(`${OPS_LOGIN_PATH}?redirectUrl=${encodeURIComponent(back)}`, { replace: true });
    }
    throw error;
  }
};

type TMethodOptions = Omit<TApiRequestOptions, 'method' | 'body'>;
export const opsApi = {
  get: <T = unknown>(path: string, options?: TMethodOptions) => opsRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, options?: TMethodOptions) => opsRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: string, body?: unknown, options?: TMethodOptions) => opsRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: TMethodOptions) => opsRequest<T>(path, { ...options, method: 'PATCH', body }),
};

const authHeaders = (): Record<string, string> => {
  const token = opsTokenStore.read();
  return { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'x-org': getOrgCode() };
};

const failure = async (response: Response): Promise<ApiError> => {
  const body = (await response.json().catch(() => undefined)) as { errors?: unknown } | undefined;
  const errors = Array.isArray(body?.errors) ? body.errors.filter((e): e is string => typeof e === 'string') : undefined;
  return new ApiError({ status: response.status, message: errors ? joinErrorMessages(errors) : `HTTP error! status: ${response.status}`, body });
};

/** A file of the console (a document, a chat attachment) as a Blob, with the agent's token. */
export const fetchOpsFile = async (path: string): Promise<Blob> => {
  const response = await fetch(path, { headers: authHeaders(), credentials: 'include' });
  if (!response.ok) throw await failure(response);
  return response.blob();
};

/** Uploads one file (multipart "file") with the agent's token; answers the JSON the call answers. */
export const uploadOpsFile = async <T = unknown>(path: string, file: File): Promise<T> => {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch(path, { method: 'POST', headers: authHeaders(), body: form, credentials: 'include' });
  if (!response.ok) throw await failure(response);
  return (await response.json()) as T;
};
