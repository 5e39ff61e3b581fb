/* VoxMesh's bridge to LAME (native/lame-mp3/README.md): mono constant-bitrate MP3 with no tags,
 * the one way server/speech/audio/lame.ts calls it. */
#include <lame.h>
#include <stdlib.h>
#include <emscripten.h>

typedef struct {
  lame_global_flags *lame;
  float *pcm;
  unsigned pcm_capacity;
  unsigned char *mp3;
  unsigned mp3_capacity;
} Stream;

/* LAME's own bound for a buffer that always suffices: 1.25 × samples + 7200. */
static unsigned mp3_bound(unsigned samples) { return samples + samples / 4 + 7200; }

static int ensure_mp3(Stream *s, unsigned bytes) {
  if (bytes <= s->mp3_capacity) return 1;
  unsigned char *grown = realloc(s->mp3, bytes);
  if (!grown) return 0;
  s->mp3 = grown;
  s->mp3_capacity = bytes;
  return 1;
}

EMSCRIPTEN_KEEPALIVE void vm_close(Stream *s) {
  if (!s) return;
  if (s->lame) lame_close(s->lame);
  free(s->pcm);
  free(s->mp3);
  free(s);
}

EMSCRIPTEN_KEEPALIVE Stream *vm_open(int sample_rate, int kbps) {
  Stream *s = calloc(1, sizeof(Stream));
  if (!s) return NULL;
  s->lame = lame_init();
  if (!s->lame || !ensure_mp3(s, mp3_bound(sample_rate))) goto fail;
  lame_set_num_channels(s->lame, 1);
  lame_set_in_samplerate(s->lame, sample_rate);
  lame_set_out_samplerate(s->lame, sample_rate);
  lame_set_VBR(s->lame, vbr_off);
  lame_set_brate(s->lame, kbps);
  lame_set_bWriteVbrTag(s->lame, 0);
  lame_set_write_id3tag_automatic(s->lame, 0);
  if (lame_init_params(s->lame) < 0) goto fail;
  return s;
fail:
  vm_close(s);
  return NULL;
}

/* Where the caller writes `samples` floats for the next vm_encode. */
EMSCRIPTEN_KEEPALIVE float *vm_input(Stream *s, unsigned samples) {
  if (samples > s->pcm_capacity) {
    float *grown = realloc(s->pcm, samples * sizeof(float));
    if (!grown) return NULL;
    s->pcm = grown;
    s->pcm_capacity = samples;
  }
  return s->pcm;
}

EMSCRIPTEN_KEEPALIVE unsigned char *vm_output(Stream *s) { return s->mp3; }

/* Encodes the samples written at vm_input; returns the bytes now at vm_output, or < 0. */
EMSCRIPTEN_KEEPALIVE int vm_encode(Stream *s, unsigned samples) {
  if (!ensure_mp3(s, mp3_bound(samples))) return -100;
  return lame_encode_buffer_ieee_float(s->lame, s->pcm, s->pcm, samples, s->mp3, s->mp3_capacity);
}

EMSCRIPTEN_KEEPALIVE int vm_flush(Stream *s) {
  return lame_encode_flush(s->lame, s->mp3, s->mp3_capacity);
}
