/** The error aborted engine work rejects with (one definition, beside the worker pool). */
export { abortError } from '../../workers/abort-error.ts';
