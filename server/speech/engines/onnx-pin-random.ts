/**
 * Deterministic audio from a graph that draws its own noise (docs/voice-packs.md, "Kokoro").
 * Kokoro's vocoder adds random noise and random initial phases inside the model
 * (RandomNormalLike / RandomUniformLike without a seed), and, unlike Piper's, takes no input
 * that scales it. So the model's bytes are rewritten before the session opens: every random
 * operator becomes one that yields zeros (rewriteNode). The same request then gives the same
 * bytes, at the cost of that noise.
 *
 * Only the messages on the way to a random node are re-encoded (ModelProto.graph →
 * GraphProto.node → NodeProto.attribute, and subgraphs in attributes); everything else, the
 * weights above all, is copied as it is.
 */

const WIRE_VARINT = 0;
const WIRE_FIXED64 = 1;
const WIRE_BYTES = 2;
const WIRE_FIXED32 = 5;

const MODEL_GRAPH = 7;
const GRAPH_NODE = 1;
const NODE_INPUT = 1;
const NODE_OUTPUT = 2;
const NODE_NAME = 3;
const NODE_OP_TYPE = 4;
const NODE_ATTRIBUTE = 5;
const NODE_DOMAIN = 7;
const ATTR_NAME = 1;
const ATTR_INT = 3;
const ATTR_TENSOR = 5;
const ATTR_GRAPH = 6;
const ATTR_INTS = 8;
const ATTR_GRAPHS = 11;
const ATTR_TYPE = 20;
const ATTR_TYPE_FLOAT = 1;
const ATTR_TYPE_TENSOR = 4;
const TENSOR_DIMS = 1;
const TENSOR_DATA_TYPE = 2;
const TENSOR_RAW_DATA = 9;

const RANDOM_OPERATORS = ['RandomNormal', 'RandomNormalLike', 'RandomUniform', 'RandomUniformLike'];

interface FieldSpan {
  field: number;
  wire: number;
  /** The whole field, tag included. */
  start: number;
  end: number;
  /** A length-delimited field's payload. */
  payloadStart: number;
  payloadEnd: number;
}

function readVarint(bytes: Uint8Array, at: number): [number, number] {
  let value = 0;
  let scale = 1;
  for (let i = at; i < bytes.length; i++) {
    const byte = bytes[i] as number;
    value += (byte & 0x7f) * scale;
    scale *= 128;
    if ((byte & 0x80) === 0) return [value, i + 1];
  }
  throw new Error('truncated protobuf varint');
}

function fieldsOf(bytes: Uint8Array): FieldSpan[] {
  const fields: FieldSpan[] = [];
  let at = 0;
  while (at < bytes.length) {
    const start = at;
    const [tag, afterTag] = readVarint(bytes, at);
    const field = Math.floor(tag / 8);
    const wire = tag % 8;
    let payloadStart = afterTag;
    let end: number;
    if (wire === WIRE_VARINT) end = readVarint(bytes, afterTag)[1];
    else if (wire === WIRE_FIXED64) end = afterTag + 8;
    else if (wire === WIRE_FIXED32) end = afterTag + 4;
    else if (wire === WIRE_BYTES) {
      const [length, afterLength] = readVarint(bytes, afterTag);
      payloadStart = afterLength;
      end = afterLength + length;
    } else throw new Error(`unsupported protobuf wire type ${wire}`);
    if (end > bytes.length) throw new Error('truncated protobuf field');
    fields.push({ field, wire, start, end, payloadStart, payloadEnd: end });
    at = end;
  }
  return fields;
}

function varint(value: number): number[] {
  const out: number[] = [];
  let v = value;
  do {
    let byte = v % 128;
    v = Math.floor(v / 128);
    if (v > 0) byte |= 0x80;
    out.push(byte);
  } while (v > 0);
  return out;
}

function lengthDelimited(field: number, payload: readonly Uint8Array[]): Uint8Array[] {
  const length = payload.reduce((n, p) => n + p.length, 0);
  return [Uint8Array.from([...varint(field * 8 + WIRE_BYTES), ...varint(length)]), ...payload];
}

function join(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * Rewrites the length-delimited fields of `bytes` numbered in `descend` with `rewrite`; null
 * when nothing changed (the caller keeps its bytes).
 */
function rewriteFields(
  bytes: Uint8Array,
  descend: ReadonlySet<number>,
  rewrite: (field: number, payload: Uint8Array) => Uint8Array[] | null,
): Uint8Array[] | null {
  const parts: Uint8Array[] = [];
  let changed = false;
  for (const f of fieldsOf(bytes)) {
    const replaced =
      f.wire === WIRE_BYTES && descend.has(f.field)
        ? rewrite(f.field, bytes.subarray(f.payloadStart, f.payloadEnd))
        : null;
    if (replaced) {
      changed = true;
      parts.push(...lengthDelimited(f.field, replaced));
    } else parts.push(bytes.subarray(f.start, f.end));
  }
  return changed ? parts : null;
}

function attributeName(attribute: Uint8Array): string {
  const name = fieldsOf(attribute).find((f) => f.field === ATTR_NAME && f.wire === WIRE_BYTES);
  return name
    ? new TextDecoder().decode(attribute.subarray(name.payloadStart, name.payloadEnd))
    : '';
}

function stringOf(bytes: Uint8Array, f: FieldSpan): string {
  return new TextDecoder().decode(bytes.subarray(f.payloadStart, f.payloadEnd));
}

/** An ints attribute's values (packed or not). */
function attributeInts(attribute: Uint8Array): number[] {
  const ints: number[] = [];
  for (const f of fieldsOf(attribute)) {
    if (f.field !== ATTR_INTS) continue;
    if (f.wire === WIRE_VARINT) ints.push(readVarint(attribute, f.payloadStart)[0]);
    if (f.wire === WIRE_BYTES) {
      let at = f.payloadStart;
      while (at < f.payloadEnd) {
        const [value, next] = readVarint(attribute, at);
        ints.push(value);
        at = next;
      }
    }
  }
  return ints;
}

function attributeInt(attribute: Uint8Array): number | null {
  const f = fieldsOf(attribute).find((a) => a.field === ATTR_INT && a.wire === WIRE_VARINT);
  return f ? readVarint(attribute, f.payloadStart)[0] : null;
}

/** A float32 TensorProto of zeros, `dims`. */
function zerosTensor(dims: readonly number[]): Uint8Array[] {
  const count = dims.reduce((n, d) => n * d, 1);
  return [
    ...dims.map((d) => Uint8Array.from([...varint(TENSOR_DIMS * 8 + WIRE_VARINT), ...varint(d)])),
    Uint8Array.from([...varint(TENSOR_DATA_TYPE * 8 + WIRE_VARINT), ATTR_TYPE_FLOAT]),
    ...lengthDelimited(TENSOR_RAW_DATA, [new Uint8Array(count * 4)]),
  ];
}

/**
 * A random node as a node that yields zeros: `RandomNormalLike(x)` / `RandomUniformLike(x)` as
 * `Sub(x, x)` (same shape and type), `RandomNormal` / `RandomUniform` of a float shape as a
 * `Constant` of zeros. (onnxruntime refuses a spread of 0 in the random operators themselves.)
 * Zero is the mean of the normal noise the exports draw (`randn_like`); for uniform draws it
 * is the low end (`rand_like`'s random phases start at 0).
 */
function rewriteNode(node: Uint8Array): Uint8Array[] | null {
  const fields = fieldsOf(node);
  const opField = fields.find((f) => f.field === NODE_OP_TYPE && f.wire === WIRE_BYTES);
  const op = opField ? stringOf(node, opField) : '';
  if (!RANDOM_OPERATORS.includes(op)) {
    // Subgraphs (If, Loop, Scan) may hold random nodes of their own.
    return rewriteFields(node, new Set([NODE_ATTRIBUTE]), (_field, attribute) =>
      rewriteFields(attribute, new Set([ATTR_GRAPH, ATTR_GRAPHS]), (_f, graph) =>
        rewriteGraph(graph),
      ),
    );
  }
  const kept = fields
    .filter((f) => [NODE_OUTPUT, NODE_NAME, NODE_DOMAIN].includes(f.field))
    .map((f) => node.subarray(f.start, f.end));
  if (op.endsWith('Like')) {
    const input = fields.find((f) => f.field === NODE_INPUT && f.wire === WIRE_BYTES);
    if (!input) return null;
    const x = node.subarray(input.start, input.end);
    return [x, x, ...kept, ...lengthDelimited(NODE_OP_TYPE, [new TextEncoder().encode('Sub')])];
  }
  let shape: number[] | null = null;
  let dtype = ATTR_TYPE_FLOAT;
  for (const f of fields) {
    if (f.field !== NODE_ATTRIBUTE || f.wire !== WIRE_BYTES) continue;
    const attribute = node.subarray(f.payloadStart, f.payloadEnd);
    const name = attributeName(attribute);
    if (name === 'shape') shape = attributeInts(attribute);
    if (name === 'dtype') dtype = attributeInt(attribute) ?? ATTR_TYPE_FLOAT;
  }
  // Another element type stays random (none of the exports seen draws one).
  if (!shape || dtype !== ATTR_TYPE_FLOAT) return null;
  const value = lengthDelimited(NODE_ATTRIBUTE, [
    ...lengthDelimited(ATTR_NAME, [new TextEncoder().encode('value')]),
    ...lengthDelimited(ATTR_TENSOR, zerosTensor(shape)),
    Uint8Array.from([...varint(ATTR_TYPE * 8 + WIRE_VARINT), ATTR_TYPE_TENSOR]),
  ]);
  return [
    ...kept,
    ...lengthDelimited(NODE_OP_TYPE, [new TextEncoder().encode('Constant')]),
    ...value,
  ];
}

function rewriteGraph(graph: Uint8Array): Uint8Array[] | null {
  return rewriteFields(graph, new Set([GRAPH_NODE]), (_field, node) => rewriteNode(node));
}

/** Whether the model's bytes name a random operator at all (a cheap first look). */
export function mayDrawNoise(model: Uint8Array): boolean {
  const bytes = Buffer.from(model.buffer, model.byteOffset, model.byteLength);
  return RANDOM_OPERATORS.some((op) => bytes.includes(op));
}

/** The model with every random operator pinned to its mean (the same bytes when it has none). */
export function pinRandomOperators(model: Uint8Array): Uint8Array {
  if (!mayDrawNoise(model)) return model;
  const parts = rewriteFields(model, new Set([MODEL_GRAPH]), (_field, graph) =>
    rewriteGraph(graph),
  );
  return parts ? join(parts) : model;
}
