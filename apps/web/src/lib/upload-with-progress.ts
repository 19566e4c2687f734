import { UPLOAD_MESSAGES } from '@lintel/domain';
import { ApiError } from './api-error.ts';
import { joinErrorMessages } from './error-message.ts';
import { currentPath, loginPathFor, navigateTo } from './navigation.ts';
import { getOrgCode } from './org.ts';
import { clearSession, readToken, storeToken } from './session.ts';

const BEARER = /^Bearer\s+(\S+)$/i;

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

const messageOf = (body: unknown, status: number): string => {
  const errors =
    typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : undefined;
  if (Array.isArray(errors))
    return joinErrorMessages(errors.filter((e): e is string => typeof e === 'string'));
  return `HTTP error! status: ${status}`;
};

/**
 * POSTs a multipart form (a file upload) like `apiRequest` does a JSON call (the x-org header, the stored
 * bearer token, a rotated token kept, a 401 ending the session), reporting upload progress from 0 to 1.
 * fetch cannot report upload progress, hence XMLHttpRequest. Failures reject with ApiError.
 */
export const uploadWithProgress = <T = unknown>(options: {
  path: string;
  form: FormData;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', new URL(options.path, window.location.origin).toString());
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('x-org', getOrgCode());
    const token = readToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      const rotated = BEARER.exec(xhr.getResponseHeader('Authorization') ?? '')?.[1];
      if (rotated) storeToken(rotated);
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(1);
        resolve(body as T);
        return;
      }
      if (xhr.status === 401) {
        clearSession();
        void navigateTo(loginPathFor(currentPath()), { replace: true });
      }
      reject(new ApiError({ status: xhr.status, message: messageOf(body, xhr.status), body }));
    };
    xhr.onerror = () =>
      reject(new ApiError({ status: 0, message: UPLOAD_MESSAGES.interrupted, body: undefined }));
    xhr.onabort = () => reject(new DOMException('The upload was stopped.', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(options.form);
  });
