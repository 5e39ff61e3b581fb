/**
 * The gun, knife and bomb families by their members' own looks (issue #32, session 22, W;
 * docs/decisions.md "Siege engines, polearms and the families of arms"): every gun was the one
 * wooden rifle, every knife the one kitchen knife, every bomb the one cartoon bomb. Each member
 * here is drawn by the feature a person names it by — a blunderbuss's flared muzzle, an
 * Uzi's magazine in its grip, a machine gun on its bipod with its belt,
 * a rocket launcher's tube; a cleaver's square blade, a bread knife's teeth, a scalpel's small curved
 * blade; a smoke bomb's canister and smoke, a land mine in its mound, a torpedo's propeller.
 * Props only: inert shapes. Declared as data (library/declare.ts). Guns and knives lie along X
 * (muzzle or point at +X), as the gun kind does.
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { part, rod } from './part-shorthand.ts';

const BLUED = 0x2a2c30;
const OLIVE = 0x4e5a34;
const BLACK = 0x1c1c1e;

/** A round part lying along X from x0 to x0 + length, its axis at height y (and z). */
function alongX(
  name: string,
  x0: number,
  y: number,
  length: number,
  r: number,
  finish: string,
  more: Partial<PartDecl> = {},
  rTop?: number,
): PartDecl {
  return part(name, rTop === undefined ? { cyl: length, r } : { cyl: length, r, rTop }, finish, {
    turn: [0, 0, -90],
    at: [x0, y, 0],
    ...more,
  });
}

/** A lathe outline [radius, along] turned to lie along +X from x0, axis at height y. */
function latheX(
  name: string,
  outline: readonly V2[],
  x0: number,
  y: number,
  finish: string,
  more: Partial<PartDecl> = {},
  wall?: number,
): PartDecl {
  return part(name, wall === undefined ? { lathe: outline } : { lathe: outline, wall }, finish, {
    turn: [0, 0, -90],
    at: [x0, y, 0],
    ...more,
  });
}

/** A trigger and its guard below a gun's body, the guard's centre at [x, y]. */
function trigger(x: number, y: number, r = 0.022): PartDecl[] {
  return [
    part('trigger_guard', { ring: r, r: 0.004, arc: 180, from: 180 }, 'darkMetal', {
      at: [x, y, 0],
      color: BLUED,
      role: 'fixed',
    }),
    rod('trigger', [x, y, 0], [x - 0.006, y - r * 0.7, 0], 0.0035, 'darkMetal', {
      color: BLUED,
      role: 'fixed',
    }),
  ];
}

/** A flintlock's lock: plate, the cock (hammer) standing back and the frizzen before it. */
function flintlock(x: number, y: number): PartDecl[] {
  return [
    part('lock', { box: [0.075, 0.028, 0.012], round: 0.003 }, 'darkMetal', {
      at: [x, y - 0.014, 0.016],
      color: 0x5a5a5e,
      role: 'fixed',
    }),
    part(
      'hammer',
      {
        sweep: [
          [x - 0.02, y, 0.02],
          [x - 0.035, y + 0.02, 0.02],
          [x - 0.028, y + 0.038, 0.02],
        ],
        r: 0.005,
      },
      'darkMetal',
      { color: 0x5a5a5e, role: 'fixed', answersTo: ['cock', 'flint'] },
    ),
    part('frizzen', { box: [0.008, 0.03, 0.012] }, 'darkMetal', {
      at: [x + 0.012, y, 0.018],
      color: 0x5a5a5e,
      role: 'fixed',
    }),
  ];
}

/** A knife's blade standing in the XY plane (its edge down), from an [x, y] outline. */
function blade(outline: readonly V2[], depth = 0.003, more: Partial<PartDecl> = {}): PartDecl {
  return part('blade', { extrude: outline, depth, round: depth * 0.3 }, 'steel', {
    role: 'accent',
    answersTo: ['edge'],
    ...more,
  });
}

/** A bread knife's blade: a long straight back, a rounded tip, a scalloped edge. */
const BREAD_BLADE: V2[] = [
  [0, 0.03],
  [0, 0.004],
  ...Array.from({ length: 24 }, (_, i): V2[] => [
    [0.008 + i * 0.0088, 0],
    [0.0124 + i * 0.0088, 0.0045],
  ]).flat(),
  [0.225, 0.004],
  [0.232, 0.014],
  [0.228, 0.026],
  [0.215, 0.032],
];

export const ARMS_FAMILY_KINDS: readonly KindDecl[] = [
  // Guns.
  {
    kind: 'blunderbuss',
    nouns: ['blunderbuss', 'blunderbusses', 'thunderbuss'],
    size: [0.24, 0.95],
    parts: [
      part(
        'stock',
        {
          extrude: [
            [-0.42, 0],
            [-0.42, 0.13],
            [-0.12, 0.17],
            [0.22, 0.18],
            [0.22, 0.14],
            [-0.07, 0.12],
            [-0.24, 0.05],
          ],
          depth: 0.05,
          round: 0.01,
        },
        'wood',
        { color: 0x7a4a28, answersTo: ['butt'] },
      ),
      latheX(
        'barrel',
        [
          [0.017, 0],
          [0.016, 0.26],
          [0.02, 0.36],
          [0.034, 0.43],
          [0.058, 0.48],
        ],
        -0.02,
        0.19,
        'brass',
        { color: 0xc89a48, answersTo: ['muzzle', 'bell'] },
        0.005,
      ),
      part('band', { ring: 0.019, r: 0.004 }, 'brass', {
        turn: [0, 90, 0],
        at: [0.18, 0.19, 0],
        copies: [[-0.12, 0, 0]],
        color: 0xc89a48,
        role: 'fixed',
      }),
      ...flintlock(-0.06, 0.17),
      ...trigger(-0.05, 0.12),
    ],
  },
  {
    kind: 'flintlock',
    nouns: ['flintlock', 'flintlock pistol', 'dueling pistol', 'duelling pistol', 'pirate pistol'],
    size: [0.16, 0.5],
    parts: [
      part(
        'stock',
        {
          extrude: [
            [-0.2, 0.012],
            [-0.155, 0],
            [-0.1, 0.03],
            [-0.04, 0.09],
            [0.2, 0.1],
            [0.2, 0.128],
            [-0.06, 0.135],
            [-0.16, 0.1],
            [-0.215, 0.05],
          ],
          depth: 0.036,
          round: 0.008,
        },
        'wood',
        { color: 0x6a3a1e, answersTo: ['grip', 'butt', 'handle'] },
      ),
      part('butt_cap', { ellipsoid: [0.03, 0.026, 0.022] }, 'brass', {
        at: [-0.195, 0.022, 0],
        color: 0xc89a48,
        role: 'fixed',
      }),
      alongX('barrel', -0.04, 0.125, 0.32, 0.011, 'darkMetal', {
        color: 0x5a5a5e,
        role: 'detail',
      }),
      part('muzzle', { ring: 0.011, r: 0.004 }, 'brass', {
        turn: [0, 90, 0],
        at: [0.28, 0.125, 0],
        color: 0xc89a48,
        role: 'fixed',
      }),
      ...flintlock(-0.05, 0.125),
      ...trigger(-0.045, 0.085, 0.02),
    ],
  },
  {
    kind: 'submachine gun',
    nouns: [
      'submachine gun',
      'sub-machine gun',
      'uzi',
      'smg',
      'machine pistol',
      'mac-10',
      'tommy gun',
      'tommygun',
    ],
    size: [0.22, 0.5],
    parts: [
      part('receiver', { box: [0.27, 0.065, 0.048], round: 0.008 }, 'darkMetal', {
        at: [0, 0.13, 0],
        color: BLACK,
        answersTo: ['body'],
      }),
      part('grip', { box: [0.045, 0.13, 0.04], round: 0.008 }, 'plastic', {
        at: [-0.005, 0.01, 0],
        color: 0x2a2a2a,
        role: 'detail',
        answersTo: ['handle'],
      }),
      part('magazine', { box: [0.034, 0.06, 0.026] }, 'darkMetal', {
        at: [-0.005, -0.04, 0],
        color: 0x3a3d42,
        role: 'detail',
        answersTo: ['clip', 'mag'],
      }),
      alongX('barrel', 0.13, 0.16, 0.08, 0.01, 'darkMetal', { color: BLUED, role: 'detail' }),
      part('sight', { box: [0.012, 0.018, 0.02] }, 'darkMetal', {
        at: [0.12, 0.19, 0],
        copies: [[-0.22, 0, 0]],
        color: BLACK,
        role: 'fixed',
      }),
      part('cocking_knob', { ball: 0.01 }, 'darkMetal', {
        at: [0.03, 0.198, 0],
        color: BLUED,
        role: 'fixed',
      }),
      rod('stock_arm', [-0.13, 0.17, 0.02], [-0.3, 0.12, 0.02], 0.006, 'darkMetal', {
        copies: [[0, 0, -0.04]],
        color: BLUED,
        role: 'fixed',
        answersTo: ['stock'],
      }),
      part('butt_plate', { box: [0.018, 0.08, 0.05], round: 0.005 }, 'darkMetal', {
        at: [-0.305, 0.08, 0],
        color: BLACK,
        role: 'fixed',
        answersTo: ['stock'],
      }),
      ...trigger(0.035, 0.12, 0.02),
    ],
  },
  {
    kind: 'shotgun',
    nouns: [
      'shotgun',
      'pump shotgun',
      'pump-action shotgun',
      'scattergun',
      'double-barrelled shotgun',
      'double-barreled shotgun',
      'sawed-off shotgun',
    ],
    size: [0.2, 1.05],
    parts: [
      part(
        'stock',
        {
          extrude: [
            [-0.52, 0],
            [-0.52, 0.13],
            [-0.26, 0.165],
            [-0.1, 0.165],
            [-0.1, 0.11],
            [-0.2, 0.09],
            [-0.34, 0.03],
          ],
          depth: 0.045,
          round: 0.01,
        },
        'wood',
        { color: 0x5e3b20, answersTo: ['butt'] },
      ),
      part('recoil_pad', { box: [0.02, 0.135, 0.046], round: 0.008 }, 'rubber', {
        at: [-0.53, 0, 0],
        color: BLACK,
        role: 'fixed',
      }),
      part('receiver', { box: [0.22, 0.075, 0.046], round: 0.006 }, 'darkMetal', {
        at: [0, 0.1, 0],
        color: BLUED,
        role: 'detail',
      }),
      alongX('barrel', 0.1, 0.158, 0.45, 0.014, 'darkMetal', { color: BLUED, role: 'detail' }),
      alongX('magazine_tube', 0.1, 0.125, 0.36, 0.012, 'darkMetal', {
        color: BLUED,
        role: 'fixed',
      }),
      alongX('pump', 0.2, 0.127, 0.16, 0.024, 'wood', {
        color: 0x5e3b20,
        answersTo: ['forend', 'slide', 'grip'],
      }),
      part('pump_rib', { ring: 0.024, r: 0.004 }, 'wood', {
        turn: [0, 90, 0],
        at: [0.22, 0.127, 0],
        copies: [0.03, 0.06, 0.09, 0.12].map((dx) => [dx, 0, 0] as V3),
        color: 0x4a2e18,
        role: 'fixed',
      }),
      part('bead', { ball: 0.005 }, 'brass', {
        at: [0.54, 0.173, 0],
        role: 'fixed',
      }),
      ...trigger(-0.03, 0.1),
    ],
  },
  {
    kind: 'machine gun',
    nouns: [
      'machine gun',
      'machinegun',
      'light machine gun',
      'heavy machine gun',
      'belt-fed machine gun',
      'gatling gun',
    ],
    size: [0.45, 1.3],
    parts: [
      part('receiver', { box: [0.32, 0.11, 0.08], round: 0.01 }, 'darkMetal', {
        at: [0, 0.27, 0],
        color: BLACK,
        answersTo: ['body'],
      }),
      alongX('jacket', 0.16, 0.33, 0.42, 0.032, 'darkMetal', {
        color: 0x3a3d42,
        role: 'detail',
        answersTo: ['shroud', 'barrel'],
      }),
      part('cooling_ring', { ring: 0.032, r: 0.006 }, 'darkMetal', {
        turn: [0, 90, 0],
        at: [0.22, 0.33, 0],
        copies: [0.08, 0.16, 0.24, 0.32].map((dx) => [dx, 0, 0] as V3),
        color: BLACK,
        role: 'fixed',
      }),
      alongX('barrel', 0.58, 0.33, 0.2, 0.012, 'darkMetal', { color: BLUED, role: 'detail' }),
      alongX('flash_hider', 0.76, 0.33, 0.06, 0.02, 'darkMetal', { color: BLACK, role: 'fixed' }),
      part(
        'stock',
        {
          extrude: [
            [-0.15, 0.28],
            [-0.5, 0.24],
            [-0.52, 0.25],
            [-0.52, 0.39],
            [-0.15, 0.38],
          ],
          depth: 0.05,
          round: 0.008,
        },
        'plastic',
        { color: BLACK, role: 'detail' },
      ),
      part('grip', { box: [0.04, 0.12, 0.035], round: 0.008 }, 'plastic', {
        turn: [0, 0, 12],
        at: [-0.08, 0.17, 0],
        color: 0x2a2a2a,
        role: 'detail',
        answersTo: ['handle'],
      }),
      part('carry_handle', { ring: 0.04, r: 0.008, arc: 180 }, 'darkMetal', {
        at: [0.05, 0.38, 0],
        color: BLACK,
        role: 'fixed',
      }),
      rod('bipod_leg', [0.6, 0.32, 0], [0.68, 0, 0.16], 0.009, 'darkMetal', {
        color: BLUED,
        role: 'fixed',
        answersTo: ['bipod', 'legs'],
      }),
      rod('bipod_leg_far', [0.6, 0.32, 0], [0.68, 0, -0.16], 0.009, 'darkMetal', {
        color: BLUED,
        role: 'fixed',
        answersTo: ['bipod', 'legs'],
      }),
      part(
        'ammo_belt',
        {
          sweep: [
            [0.05, 0.3, 0.04],
            [0.06, 0.24, 0.12],
            [0.02, 0.12, 0.17],
            [-0.04, 0.02, 0.2],
          ],
          r: 0.012,
        },
        'brass',
        { color: 0xc8a040, answersTo: ['belt', 'bullets', 'ammunition'] },
      ),
      ...trigger(-0.04, 0.26),
    ],
  },
  {
    kind: 'rocket launcher',
    nouns: [
      'rocket launcher',
      'rpg',
      'rocket-propelled grenade launcher',
      'grenade launcher',
      'anti-tank launcher',
    ],
    size: [0.32, 1.55],
    parts: [
      alongX('tube', -0.7, 0.2, 1.35, 0.045, 'paint', { color: OLIVE, answersTo: ['barrel'] }),
      latheX(
        'flare',
        [
          [0.065, 0],
          [0.05, 0.06],
          [0.044, 0.12],
        ],
        -0.78,
        0.2,
        'paint',
        { color: 0x3e4828, role: 'detail' },
      ),
      latheX(
        'warhead',
        [
          [0.02, 0],
          [0.06, 0.06],
          [0.065, 0.12],
          [0.05, 0.2],
          [0.012, 0.28],
          [0, 0.29],
        ],
        0.63,
        0.2,
        'paint',
        { color: 0x5a6a3a, role: 'accent', answersTo: ['rocket', 'grenade', 'tip'] },
      ),
      part('grip', { box: [0.035, 0.13, 0.03], round: 0.006 }, 'plastic', {
        at: [0.05, 0.06, 0],
        copies: [[-0.2, 0, 0]],
        color: BLACK,
        role: 'detail',
        answersTo: ['handle'],
      }),
      part('shoulder_rest', { box: [0.2, 0.03, 0.08], round: 0.01 }, 'rubber', {
        at: [-0.35, 0.13, 0],
        color: BLACK,
        role: 'fixed',
      }),
      part('sight', { box: [0.05, 0.06, 0.025], round: 0.005 }, 'darkMetal', {
        at: [0.05, 0.228, 0.03],
        color: BLACK,
        role: 'fixed',
      }),
    ],
  },
  {
    kind: 'flamethrower',
    nouns: ['flamethrower', 'flame thrower', 'flame-thrower', 'flame projector'],
    size: [0.75, 0.9],
    parts: [
      part(
        'tank',
        {
          capsule: [
            [0, 0.1, 0],
            [0, 0.6, 0],
          ],
          r: 0.1,
        },
        'paint',
        {
          at: [-0.35, 0, 0.11],
          copies: [[0, 0, -0.22]],
          color: OLIVE,
          answersTo: ['tanks', 'canister'],
        },
      ),
      part(
        'gas_tank',
        {
          capsule: [
            [0, 0.12, 0],
            [0, 0.45, 0],
          ],
          r: 0.06,
        },
        'paint',
        { at: [-0.45, 0, 0], color: 0x8a8e94, role: 'detail' },
      ),
      part('frame', { box: [0.04, 0.6, 0.4] }, 'darkMetal', {
        at: [-0.47, 0.05, 0],
        color: BLACK,
        role: 'fixed',
        answersTo: ['backpack', 'harness'],
      }),
      part(
        'hose',
        {
          sweep: [
            [-0.35, 0.08, 0.2],
            [-0.2, 0.02, 0.26],
            [0.0, 0.1, 0.22],
            [0.06, 0.28, 0.1],
            [0.05, 0.42, 0],
          ],
          r: 0.018,
        },
        'rubber',
        { color: BLACK, role: 'fixed' },
      ),
      alongX('wand', 0.0, 0.45, 0.5, 0.02, 'darkMetal', {
        color: 0x3a3d42,
        answersTo: ['gun', 'barrel', 'lance'],
      }),
      part('wand_grip', { box: [0.03, 0.1, 0.03], round: 0.006 }, 'plastic', {
        at: [0.05, 0.35, 0],
        copies: [[0.22, 0, 0]],
        color: BLACK,
        role: 'detail',
        answersTo: ['handle'],
      }),
      alongX('nozzle', 0.5, 0.45, 0.06, 0.028, 'steel', { role: 'fixed' }, 0.02),
      part('pilot_flame', { ellipsoid: [0.06, 0.025, 0.025] }, 'light', {
        at: [0.59, 0.45, 0],
        color: 0xf08a1a,
        role: 'fixed',
        answersTo: ['flame', 'fire'],
      }),
    ],
  },
  // Knives.
  {
    kind: 'cleaver',
    nouns: ['cleaver', 'meat cleaver', 'chopper knife', 'butcher cleaver'],
    size: [0.11, 0.33],
    parts: [
      blade(
        [
          [0, 0.012],
          [0.19, 0],
          [0.2, 0.01],
          [0.2, 0.1],
          [0, 0.1],
        ],
        0.004,
        {
          minus: [{ shape: { cyl: 0.02, r: 0.01 }, turn: [90, 0, 0], at: [0.17, 0.08, -0.01] }],
        },
      ),
      rod('handle', [-0.13, 0.085, 0], [0, 0.085, 0], 0.014, 'wood', {
        color: 0x4a2e18,
        answersTo: ['grip'],
      }),
      part('rivet', { cyl: 0.032, r: 0.0035 }, 'steel', {
        turn: [90, 0, 0],
        at: [-0.04, 0.085, -0.016],
        copies: [[-0.05, 0, 0]],
        role: 'fixed',
      }),
    ],
  },
  {
    kind: 'machete',
    nouns: ['machete', 'bush knife', 'panga', 'cane knife'],
    size: [0.07, 0.62],
    parts: [
      blade(
        [
          [0, 0.028],
          [0.15, 0.016],
          [0.33, 0.006],
          [0.42, 0.012],
          [0.47, 0.03],
          [0.46, 0.05],
          [0.3, 0.055],
          [0, 0.055],
        ],
        0.003,
      ),
      rod('handle', [-0.14, 0.042, 0], [0, 0.042, 0], 0.016, 'plastic', {
        color: BLACK,
        answersTo: ['grip'],
      }),
      part('bolster', { box: [0.012, 0.04, 0.012] }, 'steel', {
        at: [0, 0.022, 0],
        role: 'fixed',
      }),
    ],
  },
  {
    kind: 'scalpel',
    nouns: ['scalpel', 'surgical knife', 'lancet knife'],
    size: [0.015, 0.17],
    parts: [
      part('handle', { box: [0.12, 0.009, 0.003], round: 0.001 }, 'steel', {
        at: [-0.06, 0.002, 0],
        color: 0xc8ccd2,
        answersTo: ['grip'],
      }),
      part('grip_rib', { box: [0.003, 0.011, 0.004] }, 'steel', {
        at: [-0.08, 0.001, 0],
        copies: [0.008, 0.016, 0.024, 0.032].map((dx) => [dx, 0, 0] as V3),
        color: 0x9aa0a8,
        role: 'fixed',
      }),
      blade(
        [
          [0, 0.004],
          [0.012, 0.0],
          [0.03, 0.0],
          [0.042, 0.005],
          [0.044, 0.009],
          [0.02, 0.011],
          [0, 0.011],
        ],
        0.0008,
      ),
    ],
  },
  {
    kind: 'bread knife',
    nouns: ['bread knife', 'serrated knife', 'breadknife'],
    size: [0.04, 0.36],
    parts: [
      blade(BREAD_BLADE, 0.0025, { answersTo: ['edge', 'teeth'] }),
      rod('handle', [-0.125, 0.024, 0], [0, 0.024, 0], 0.013, 'wood', {
        color: 0x5e3b20,
        answersTo: ['grip'],
      }),
    ],
  },
  {
    kind: 'switchblade',
    nouns: ['switchblade', 'flick knife', 'switch knife', 'automatic knife', 'stiletto knife'],
    size: [0.03, 0.24],
    parts: [
      part('handle', { box: [0.11, 0.022, 0.014], round: 0.005 }, 'plastic', {
        at: [-0.055, 0, 0],
        color: BLACK,
        answersTo: ['grip'],
      }),
      part('bolster', { box: [0.014, 0.024, 0.016], round: 0.003 }, 'chrome', {
        at: [-0.006, -0.001, 0],
        copies: [[-0.1, 0, 0]],
        role: 'fixed',
      }),
      part('button', { cyl: 0.004, r: 0.004 }, 'chrome', {
        turn: [90, 0, 0],
        at: [-0.03, 0.011, 0.006],
        role: 'fixed',
      }),
      blade(
        [
          [0, 0.006],
          [0.08, 0.007],
          [0.115, 0.014],
          [0.085, 0.02],
          [0, 0.018],
        ],
        0.0025,
      ),
    ],
  },
  {
    kind: 'pocket knife',
    nouns: [
      'pocket knife',
      'pocketknife',
      'penknife',
      'pen knife',
      'swiss army knife',
      'jackknife',
      'clasp knife',
      'folding knife',
      'multitool knife',
    ],
    size: [0.055, 0.15],
    parts: [
      part('handle', { box: [0.09, 0.026, 0.018], round: 0.008 }, 'plastic', {
        at: [-0.045, 0, 0],
        color: 0xc8201e,
        answersTo: ['grip', 'scales'],
      }),
      part('cross_bar', { box: [0.012, 0.004, 0.002] }, 'plastic', {
        at: [-0.045, 0.011, 0.009],
        color: 0xf4f4f0,
        role: 'fixed',
        answersTo: ['cross'],
      }),
      part('cross_post', { box: [0.004, 0.012, 0.002] }, 'plastic', {
        at: [-0.045, 0.007, 0.009],
        color: 0xf4f4f0,
        role: 'fixed',
        answersTo: ['cross'],
      }),
      blade(
        [
          [0, 0.0],
          [0.05, -0.002],
          [0.065, 0.004],
          [0.055, 0.01],
          [0, 0.012],
        ],
        0.002,
        { turn: [0, 0, 28], at: [-0.004, 0.008, 0.004] },
      ),
      part('tool', { box: [0.04, 0.006, 0.002] }, 'steel', {
        turn: [0, 0, -35],
        at: [-0.088, 0.02, -0.004],
        color: 0x9aa0a8,
        role: 'fixed',
        answersTo: ['corkscrew', 'screwdriver'],
      }),
    ],
  },
  {
    kind: 'bayonet',
    nouns: ['bayonet', 'sword bayonet', 'knife bayonet'],
    size: [0.06, 0.4],
    parts: [
      blade(
        [
          [0, 0.006],
          [0.2, 0.006],
          [0.25, 0.018],
          [0.2, 0.03],
          [0, 0.03],
        ],
        0.004,
      ),
      part('fuller', { box: [0.15, 0.004, 0.005] }, 'darkMetal', {
        at: [0.02, 0.018, 0],
        color: 0x6a6e74,
        role: 'fixed',
      }),
      part('guard', { box: [0.012, 0.06, 0.02], round: 0.003 }, 'darkMetal', {
        at: [-0.006, -0.006, 0],
        color: BLUED,
        role: 'detail',
        answersTo: ['crossguard'],
      }),
      part('muzzle_ring', { ring: 0.011, r: 0.0035 }, 'darkMetal', {
        turn: [0, 90, 0],
        at: [-0.003, 0.058, 0],
        color: BLUED,
        role: 'fixed',
        answersTo: ['ring'],
      }),
      rod('handle', [-0.12, 0.018, 0], [-0.006, 0.018, 0], 0.014, 'wood', {
        color: 0x6a4424,
        answersTo: ['grip'],
      }),
      part('pommel', { box: [0.02, 0.03, 0.022], round: 0.004 }, 'darkMetal', {
        at: [-0.13, 0.003, 0],
        color: BLUED,
        role: 'fixed',
      }),
    ],
  },
  // Bombs and ordnance.
  {
    kind: 'smoke bomb',
    nouns: ['smoke bomb', 'smoke grenade', 'smoke canister', 'smoke flare'],
    size: [0.4, 0.2],
    parts: [
      part('canister', { cyl: 0.13, r: 0.03 }, 'paint', {
        color: 0x4e5a34,
        answersTo: ['body', 'can'],
      }),
      part('band', { cyl: 0.018, r: 0.0305 }, 'paint', {
        at: [0, 0.08, 0],
        color: 0xe8e0c8,
        role: 'accent',
        answersTo: ['stripe', 'label'],
      }),
      part('fuse', { cyl: 0.025, r: 0.012 }, 'darkMetal', {
        at: [0, 0.13, 0],
        color: 0x5a5a5e,
        role: 'fixed',
      }),
      rod('lever', [0.008, 0.15, 0], [0.032, 0.06, 0], 0.004, 'steel', {
        role: 'fixed',
        answersTo: ['spoon'],
      }),
      part('pull_ring', { ring: 0.013, r: 0.0025 }, 'steel', {
        turn: [0, 90, 0],
        at: [-0.012, 0.152, 0],
        role: 'fixed',
        answersTo: ['pin', 'ring'],
      }),
      part('smoke', { ball: 0.045 }, 'plain', {
        at: [0, 0.19, 0],
        color: 0xb8bcc0,
        answersTo: ['cloud', 'puff'],
      }),
      part('smoke_puff', { ball: 0.06 }, 'plain', {
        at: [0.03, 0.26, 0.01],
        copies: [
          [-0.05, 0.06, -0.01],
          [0.02, 0.11, 0.0],
        ],
        color: 0xd0d4d8,
        role: 'detail',
        answersTo: ['cloud', 'smoke'],
      }),
    ],
  },
  {
    kind: 'cluster bomb',
    nouns: ['cluster bomb', 'cluster munition', 'cluster bombs', 'bomblet dispenser'],
    size: [0.45, 1.8],
    parts: [
      latheX(
        'casing',
        [
          [0, 0],
          [0.06, 0.005],
          [0.16, 0.12],
          [0.17, 0.9],
          [0.15, 1.25],
          [0.09, 1.42],
          [0, 1.48],
        ],
        -0.8,
        0.2,
        'paint',
        { color: OLIVE, answersTo: ['body', 'shell'] },
      ),
      part('band', { ring: 0.168, r: 0.012 }, 'paint', {
        turn: [0, 90, 0],
        at: [0.35, 0.2, 0],
        copies: [[-0.55, 0, 0]],
        color: 0xe0c020,
        role: 'accent',
        answersTo: ['stripe'],
      }),
      part('fin', { box: [0.26, 0.34, 0.01] }, 'paint', {
        at: [-0.82, 0.03, 0],
        color: 0x3e4828,
        role: 'detail',
        answersTo: ['fins', 'tail'],
        repeat: { count: 2, turn: [90, 0, 0], pivot: [0, 0.2, 0], max: 2, word: 'fin' },
      }),
      part('bomblet', { cyl: 0.1, r: 0.035 }, 'paint', {
        turn: [0, 0, 90],
        at: [0.1, 0.035, 0.2],
        copies: [
          [0.13, 0, 0],
          [0.26, 0, 0],
          [0.06, 0, 0.065],
          [0.2, 0, 0.065],
        ],
        color: 0xe0c020,
        answersTo: ['bomblets', 'submunitions'],
      }),
    ],
  },
  {
    kind: 'land mine',
    nouns: ['land mine', 'landmine', 'anti-tank mine', 'antitank mine', 'anti-personnel mine'],
    size: [0.12, 0.6],
    parts: [
      part('mound', { ellipsoid: [0.3, 0.05, 0.3] }, 'soil', {
        color: 0x6a5236,
        role: 'detail',
        answersTo: ['dirt', 'ground', 'soil'],
      }),
      part('body', { cyl: 0.07, r: 0.15 }, 'paint', {
        at: [0, 0.0, 0],
        color: OLIVE,
        answersTo: ['casing', 'case'],
      }),
      part('pressure_plate', { cyl: 0.02, r: 0.075 }, 'paint', {
        at: [0, 0.07, 0],
        color: 0x3e4828,
        role: 'accent',
        answersTo: ['plate', 'top', 'trigger'],
      }),
      part('fuse', { cyl: 0.015, r: 0.022 }, 'darkMetal', {
        at: [0, 0.09, 0],
        color: 0x5a5a5e,
        role: 'fixed',
      }),
      part('handle', { ring: 0.03, r: 0.005, arc: 180 }, 'darkMetal', {
        at: [0.13, 0.055, 0],
        turn: [0, 90, 0],
        color: BLACK,
        role: 'fixed',
      }),
    ],
  },
  {
    kind: 'sea mine',
    nouns: ['sea mine', 'naval mine', 'contact mine', 'underwater mine'],
    size: [1.6, 1.0],
    parts: [
      part('anchor', { box: [0.6, 0.25, 0.6], round: 0.03 }, 'iron', {
        color: 0x3a3d42,
        role: 'detail',
        answersTo: ['base', 'sinker'],
      }),
      rod('chain', [0, 0.25, 0], [0, 0.62, 0], 0.025, 'iron', {
        color: 0x5a5a5e,
        role: 'fixed',
        answersTo: ['cable'],
      }),
      part('sphere', { ball: 0.42 }, 'paint', {
        at: [0, 1.0, 0],
        color: 0x1e2226,
        answersTo: ['ball', 'body', 'mine'],
      }),
      part('horn', { cyl: 0.56, r: 0.035, rTop: 0.03 }, 'darkMetal', {
        at: [0, 1.0, 0],
        turn: [0, 0, -60],
        color: 0x5a5e62,
        role: 'fixed',
        answersTo: ['horns', 'spikes'],
        repeat: { count: 5, turn: [0, 72, 0], pivot: [0, 1.0, 0], max: 5, word: 'horn' },
      }),
      part('horn_top', { cyl: 0.56, r: 0.035, rTop: 0.03 }, 'darkMetal', {
        at: [0, 1.0, 0],
        color: 0x5a5e62,
        role: 'fixed',
        answersTo: ['horns', 'spikes'],
      }),
      part('horn_side', { cyl: 0.54, r: 0.035, rTop: 0.03 }, 'darkMetal', {
        at: [0, 1.0, 0],
        turn: [0, 0, -105],
        color: 0x5a5e62,
        role: 'fixed',
        answersTo: ['horns', 'spikes'],
        repeat: { count: 6, turn: [0, 60, 0], pivot: [0, 1.0, 0], max: 6, word: 'horn_side' },
      }),
    ],
  },
  {
    kind: 'torpedo',
    nouns: ['torpedo', 'torpedoes', 'naval torpedo'],
    size: [0.96, 6.4],
    parts: [
      latheX(
        'body',
        [
          [0, 0],
          [0.16, 0.04],
          [0.24, 0.18],
          [0.27, 0.5],
          [0.27, 5.0],
          [0.2, 5.55],
          [0.09, 5.85],
          [0, 5.86],
        ],
        -2.9,
        0.32,
        'paint',
        { turn: [0, 0, 90], at: [2.9, 0.32, 0], color: 0x3a3f46, answersTo: ['hull', 'casing'] },
      ),
      part('warhead_band', { ring: 0.272, r: 0.015 }, 'brass', {
        turn: [0, 90, 0],
        at: [1.9, 0.32, 0],
        color: 0xc89a48,
        role: 'accent',
        answersTo: ['stripe', 'band'],
      }),
      part('fin', { box: [0.5, 0.96, 0.03] }, 'paint', {
        at: [-2.7, -0.16, 0],
        color: 0x2a2e34,
        role: 'detail',
        answersTo: ['fins', 'tail'],
        repeat: { count: 2, turn: [90, 0, 0], pivot: [0, 0.32, 0], max: 2, word: 'fin' },
      }),
      alongX('shaft', -3.12, 0.32, 0.2, 0.04, 'darkMetal', { color: 0x5a5a5e, role: 'fixed' }),
      part('propeller', { box: [0.06, 0.78, 0.16], round: 0.03 }, 'brass', {
        at: [-3.06, -0.07, 0],
        color: 0xc89a48,
        role: 'fixed',
        answersTo: ['screw', 'prop'],
        repeat: { count: 2, turn: [90, 0, 0], pivot: [0, 0.32, 0], max: 2, word: 'propeller' },
      }),
    ],
  },
  {
    kind: 'depth charge',
    nouns: ['depth charge', 'depth bomb', 'ashcan depth charge'],
    size: [0.75, 0.7],
    parts: [
      part('drum', { cyl: 0.7, r: 0.3 }, 'paint', {
        color: 0x2a2e34,
        answersTo: ['body', 'barrel', 'canister'],
      }),
      part('rim', { cyl: 0.04, r: 0.315 }, 'paint', {
        copies: [[0, 0.66, 0]],
        color: 0x1a1c20,
        role: 'detail',
      }),
      part('pistol', { cyl: 0.05, r: 0.09 }, 'brass', {
        at: [0, 0.7, 0],
        color: 0xc89a48,
        role: 'fixed',
        answersTo: ['fuse'],
      }),
      part('stripe', { cyl: 0.06, r: 0.302 }, 'paint', {
        at: [0, 0.32, 0],
        color: 0xe0c020,
        role: 'accent',
        answersTo: ['band'],
      }),
    ],
  },
];
