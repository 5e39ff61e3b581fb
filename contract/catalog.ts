/**
 * The built-in models and what each can do: the one table that names model ids. The
 * gateway's registry (server/models/) is built from it, and the studio reads the same
 * capabilities, so neither spells an id to decide behaviour (docs/architecture.md, "Seams").
 * Values only; imports nothing of the server.
 */
import { TASK_TEXT_LIMIT } from './limits.ts';
import type { MeshMode } from './models.ts';

/**
 * The request fields a speech model takes (contract/speech.ts): `alpha` (catalog voice,
 * multiplier speed, pitch offset in Hz), `beta` (catalog voice, aliases, bitrate, stream
 * mode), `clone` (a reference recording and an emotion instead of a voice).
 */
export type SpeechDialect = 'alpha' | 'beta' | 'clone';

export interface SpeechCapabilities {
  dialect: SpeechDialect;
  /** Where the voice comes from: the voice catalog, or a reference recording to clone. */
  voice: 'catalog' | 'reference';
  /** Sync stream mode: audio as it is made, chunked (`stream: true`). */
  stream: boolean;
  /** Word or sentence timestamps (speech mode and tasks). */
  timestamps: boolean;
  /** Served on the WebSocket route (`/v1/audio/speech/ws`). */
  websocket: boolean;
  /** `emotion` and `emotion_weight`. */
  emotion: boolean;
  /** Code points of `input` per request: sync speech mode, sync stream mode, task. */
  textLimit: { sync: number; stream: number | null; task: number };
  /** The format of a task's audio when the request cannot choose (clone tasks are WAV). */
  taskFormat: 'request' | 'wav';
}

export interface BuiltInSpeechModel {
  id: string;
  kind: 'speech';
  capabilities: SpeechCapabilities;
}

export interface MeshCapabilities {
  /** What the id generates: a textured model, a quick draft, or a texture for a draft. */
  mode: MeshMode;
  /** The base family (its level of detail and texture size). */
  family: string;
}

export interface BuiltInMeshModel {
  id: string;
  kind: '3d';
  capabilities: MeshCapabilities;
}

export type BuiltInModel = BuiltInSpeechModel | BuiltInMeshModel;

export const SPEECH_MODELS = [
  {
    id: 'alpha-tts',
    kind: 'speech',
    capabilities: {
      dialect: 'alpha',
      voice: 'catalog',
      stream: false,
      timestamps: false,
      websocket: false,
      emotion: false,
      textLimit: { sync: 10_000, stream: null, task: TASK_TEXT_LIMIT },
      taskFormat: 'request',
    },
  },
  {
    id: 'beta-speech-v8',
    kind: 'speech',
    capabilities: {
      dialect: 'beta',
      voice: 'catalog',
      stream: true,
      timestamps: true,
      websocket: true,
      emotion: false,
      textLimit: { sync: 5_000, stream: 1_000, task: TASK_TEXT_LIMIT },
      taskFormat: 'request',
    },
  },
  {
    id: 'gamma-tts-2',
    kind: 'speech',
    capabilities: {
      dialect: 'clone',
      voice: 'reference',
      stream: false,
      timestamps: false,
      websocket: false,
      emotion: true,
      textLimit: { sync: 5_000, stream: null, task: TASK_TEXT_LIMIT },
      taskFormat: 'wav',
    },
  },
] as const satisfies readonly BuiltInSpeechModel[];

/** A built-in speech model id. */
export type SpeechModelId = (typeof SPEECH_MODELS)[number]['id'];

/** Newest first: newer families carry finer meshes and larger textures. */
export const MESH_FAMILIES = ['mesh-6', 'mesh-5.3', 'mesh-5.1', 'mesh-5', 'mesh-4'] as const;
export type MeshFamily = (typeof MESH_FAMILIES)[number];

/** How a mode is spelled after the family: `mesh-6`, `mesh-6-draft`, `mesh-6-texture`. */
export const MESH_MODE_SUFFIX: Readonly<Record<MeshMode, string>> = {
  textured: '',
  draft: '-draft',
  texture: '-texture',
};

export const MESH_MODELS: readonly BuiltInMeshModel[] = MESH_FAMILIES.flatMap((family) =>
  (Object.keys(MESH_MODE_SUFFIX) as MeshMode[]).map((mode): BuiltInMeshModel => ({
    id: `${family}${MESH_MODE_SUFFIX[mode]}`,
    kind: '3d',
    capabilities: { mode, family },
  })),
);

export const BUILT_IN_MODELS: readonly BuiltInModel[] = [...SPEECH_MODELS, ...MESH_MODELS];

/** The capabilities of a built-in speech model; undefined for any other id. */
export function speechCapabilitiesOf(id: string): SpeechCapabilities | undefined {
  return SPEECH_MODELS.find((m) => m.id === id)?.capabilities;
}
