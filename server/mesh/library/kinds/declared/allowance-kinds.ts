/**
 * Kinds for nouns the noun audit allowed on a near kind whose look was another thing (issue
 * #32, session 18, JW): "a game controller" and "a controller" were the TV remote's long
 * stick of buttons. Declared as data (library/declare.ts).
 */
import type { KindDecl } from '../../declare.ts';

/** A gamepad's plastics: its body and both handles pick one together. */
const PAD = [0x1e1e22, 0xf2f2f2, 0x2a4ab8];

export const ALLOWANCE_KINDS: readonly KindDecl[] = [
  {
    // A gamepad seen from above the player's side: a wide body with two handles curving
    // down, a cross pad on the left, four coloured buttons on the right, two thumbsticks.
    kind: 'game controller',
    nouns: [
      'game controller',
      'gamepad',
      'game pad',
      'controller',
      'joypad',
      'video game controller',
      'console controller',
    ],
    size: [0.06, 0.16],
    parts: [
      {
        name: 'body',
        shape: { box: [0.1, 0.03, 0.06], round: 0.014 },
        at: [0, 0.008, -0.005],
        finish: 'plastic',
        colors: PAD,
      },
      {
        name: 'handle',
        shape: {
          capsule: [
            [0.036, 0.02, 0.004],
            [0.046, 0.013, 0.03],
          ],
          r: 0.015,
        },
        mirror: true,
        finish: 'plastic',
        colors: PAD,
        answersTo: ['body', 'grip'],
      },
      {
        name: 'dpad',
        shape: { box: [0.026, 0.006, 0.008] },
        at: [-0.032, 0.036, -0.01],
        finish: 'plastic',
        color: 0x3a3a3e,
        role: 'fixed',
      },
      {
        name: 'dpad_cross',
        shape: { box: [0.008, 0.006, 0.026] },
        at: [-0.032, 0.036, -0.01],
        finish: 'plastic',
        color: 0x3a3a3e,
        role: 'fixed',
      },
      ...(
        [
          ['button_y', 0x2ab84a, [0.032, 0.036, -0.021]],
          ['button_a', 0xd82a2a, [0.032, 0.036, 0.001]],
          ['button_x', 0x2a6ae0, [0.021, 0.036, -0.01]],
          ['button_b', 0xf2c01c, [0.043, 0.036, -0.01]],
        ] as const
      ).map(([name, color, at]) => ({
        name,
        shape: { cyl: 0.006, r: 0.0048 },
        at: [...at] as [number, number, number],
        finish: 'plastic',
        color,
        role: 'fixed' as const,
        answersTo: ['buttons', 'button'],
      })),
      {
        name: 'stick',
        shape: { cyl: 0.012, r: 0.0085 },
        at: [-0.015, 0.032, 0.012],
        copies: [[0.03, 0, 0]],
        finish: 'rubber',
        color: 0x2a2a2e,
        role: 'accent',
        answersTo: ['thumbstick', 'joystick'],
      },
      {
        name: 'bumper',
        shape: { box: [0.03, 0.012, 0.012], round: 0.004 },
        at: [-0.034, 0.018, -0.04],
        copies: [[0.068, 0, 0]],
        finish: 'plastic',
        color: 0x2a2a2e,
        role: 'fixed',
      },
    ],
  },
];
