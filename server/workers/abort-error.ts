/**
 * The error aborted work rejects with: a DOMException named 'AbortError', as in Node's own
 * APIs, carrying the signal's reason as `cause`.
 */
export function abortError(signal?: AbortSignal): DOMException {
  const error = new DOMException('The operation was aborted', 'AbortError');
  if (signal?.reason !== undefined) {
    Object.defineProperty(error, 'cause', { value: signal.reason, configurable: true });
  }
  return error;
}
