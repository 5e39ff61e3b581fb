/** The error aborted engine work rejects with: a DOMException named 'AbortError', as in Node's own APIs. */
export function abortError(signal?: AbortSignal): DOMException {
  const error = new DOMException('The operation was aborted', 'AbortError');
  if (signal?.reason !== undefined) {
    // The abort reason travels as `cause`, like Node's AbortError does.
    Object.defineProperty(error, 'cause', { value: signal.reason, configurable: true });
  }
  return error;
}
