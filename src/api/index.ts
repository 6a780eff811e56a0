export * from './client';
export * from './checkout-client';
export { ApiError, isAbortError, isApiError, type ApiErrorKind } from './errors';
export { API_BASE_URL, holdRequestsFor, REQUEST_TIMEOUT_MS, type RequestOptions } from './http';
export type * from './types';
export { API_PATHS } from './types';
