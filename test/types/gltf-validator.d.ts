// The package ships no types; this is the part of its API the tests use.
declare module 'gltf-validator' {
  export interface ValidationReport {
    issues: {
      numErrors: number;
      numWarnings: number;
      messages: Array<{ code: string; message: string; severity: number; pointer?: string }>;
    };
    info?: Record<string, unknown>;
  }
  export function validateBytes(
    data: Uint8Array,
    options?: Record<string, unknown>,
  ): Promise<ValidationReport>;
}
