/**
 * The words of a 3D interpretation (`metadata.interpretation`: kind, colours, materials,
 * parts, size) in Simplified Chinese. The gateway answers in its English vocabulary
 * (server/mesh/library kinds, server/mesh/prompt colours/materials/parts); this is that
 * vocabulary's display table, one compact `english=中文` list per category, and
 * test/studio/mesh-words.test.ts fails when the server gains a word missing here. The
 * renderer keeps importing only the wire contract from the server, so the table lives here.
 * Unknown words (an upstream's, a future kind) are shown as they came.
 */

const table = (list: string): ReadonlyMap<string, string> =>
  new Map(
    list
      .split(',')
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );

const KINDS_ZH = table(`
  chair=椅子, table=桌子, mug=马克杯, vase=花瓶, bottle=瓶子, lamp=台灯, tree=树, house=房子,
  tower=塔, rocket=火箭, car=汽车, boat=船, sword=剑, robot=机器人, figure=人像, cat=猫, dog=狗,
  bird=鸟, fish=鱼, mushroom=蘑菇, snowman=雪人, rock=石头, planet=星球, ball=球, bench=长椅,
  bed=床, bookshelf=书架, cactus=仙人掌, teapot=茶壶, crown=皇冠, castle=城堡, guitar=吉他,
  crystal=水晶, sculpture=抽象雕塑, horse=马, zebra=斑马, donkey=驴, giraffe=长颈鹿,
  elephant=大象, cow=牛, pig=猪, sheep=羊, goat=山羊, deer=鹿, bear=熊, panda=熊猫, rabbit=兔子,
  mouse=老鼠, squirrel=松鼠, camel=骆驼, hippo=河马, rhino=犀牛, dragon=龙, crocodile=鳄鱼,
  lizard=蜥蜴, dinosaur=恐龙, bicycle=自行车, motorcycle=摩托车, scooter=滑板车, bus=公共汽车,
  truck=卡车, van=厢式货车, ambulance=救护车, fire truck=消防车, tractor=拖拉机, train=火车,
  tank=坦克, jeep=吉普车, airplane=飞机, jet=喷气式飞机, propeller plane=螺旋桨飞机,
  glider=滑翔机, helicopter=直升机, drone=无人机, hot air balloon=热气球, airship=飞艇,
  ufo=飞碟, submarine=潜水艇, apple=苹果, pear=梨, orange=橙子, lemon=柠檬, peach=桃子,
  plum=李子, cherry=樱桃, strawberry=草莓, tomato=番茄, pumpkin=南瓜, watermelon=西瓜,
  avocado=牛油果, coconut=椰子, egg=鸡蛋, onion=洋葱, eggplant=茄子, banana=香蕉, grapes=葡萄,
  pineapple=菠萝, carrot=胡萝卜, hamburger=汉堡包, sandwich=三明治, cake=蛋糕, cupcake=纸杯蛋糕,
  pancake=煎饼, pie=馅饼, sushi=寿司, bread=面包, cookie=饼干, donut=甜甜圈, pizza=披萨,
  ice cream=冰淇淋, hot dog=热狗, bowl=碗, plate=盘子, bucket=水桶, barrel=木桶, can=罐头,
  wine glass=葡萄酒杯, glass=玻璃杯, cooking pot=锅, cauldron=大锅, trash can=垃圾桶,
  frying pan=平底锅, trophy=奖杯, candle=蜡烛, dresser=五斗柜, wardrobe=衣柜,
  nightstand=床头柜, cabinet=柜子, fridge=冰箱, washing machine=洗衣机, oven=烤箱,
  microwave=微波炉, crate=板条箱, chest=箱子, door=门, suitcase=行李箱, smartphone=手机,
  tablet=平板电脑, laptop=笔记本电脑, television=电视, monitor=显示器, remote control=遥控器,
  calculator=计算器, book=书, hammer=锤子, axe=斧头, shovel=铁锹, rake=耙子, broom=扫帚,
  screwdriver=螺丝刀, spoon=勺子, fork=叉子, knife=刀, pencil=铅笔, paintbrush=画笔, spear=长矛,
  pickaxe=镐, skull=头骨, flower=花, sofa=沙发, relief=浮雕
`);

const COLORS_ZH = table(`
  red=红色, crimson=深红色, scarlet=猩红色, maroon=栗色, burgundy=酒红色, ruby=宝石红, pink=粉色,
  magenta=洋红色, fuchsia=紫红色, rose=玫瑰色, salmon=鲑鱼色, coral=珊瑚色, peach=桃色,
  orange=橙色, amber=琥珀色, yellow=黄色, lemon=柠檬黄, mustard=芥末黄, ochre=赭色, gold=金色,
  cream=奶油色, ivory=象牙白, beige=米色, tan=棕褐色, khaki=卡其色, sand=沙色, brown=棕色,
  chocolate=巧克力色, rust=铁锈色, copper=铜色, bronze=青铜色, green=绿色, lime=青柠绿,
  olive=橄榄绿, emerald=祖母绿, jade=玉色, mint=薄荷绿, teal=蓝绿色, turquoise=绿松石色,
  cyan=青色, aqua=水绿色, blue=蓝色, azure=天蓝色, cobalt=钴蓝色, sapphire=宝石蓝, navy=海军蓝,
  indigo=靛蓝色, violet=紫罗兰色, purple=紫色, lavender=薰衣草紫, lilac=丁香紫, plum=梅紫色,
  white=白色, silver=银色, gray=灰色, charcoal=炭灰色, black=黑色,
  navy blue=海军蓝, sky blue=天蓝色, baby blue=浅蓝色, royal blue=宝蓝色, midnight blue=午夜蓝,
  ice blue=冰蓝色, forest green=森林绿, lime green=青柠绿, olive green=橄榄绿, sea green=海绿色,
  mint green=薄荷绿, hot pink=亮粉色, blood red=血红色, wine red=酒红色, cherry red=樱桃红,
  brick red=砖红色, jet black=乌黑色, snow white=雪白色, off white=米白色, lemon yellow=柠檬黄,
  golden yellow=金黄色, burnt orange=焦橙色
`);

/** Shade words before a colour ("dark green" → 深绿色 is 深 + 绿色). */
const SHADES_ZH = table(`
  dark=深, light=浅, pale=淡, bright=亮, deep=深, pastel=粉彩, neon=荧光, dull=暗, muted=柔和
`);

const MATERIALS_ZH = table(`
  wood=木头, walnut=胡桃木, mahogany=红木, bamboo=竹子, ebony=乌木, stone=石头, marble=大理石,
  granite=花岗岩, concrete=混凝土, brick=砖, metal=金属, steel=钢, iron=铁, gold=黄金, silver=银,
  bronze=青铜, copper=铜, brass=黄铜, chrome=铬, aluminum=铝, glass=玻璃, crystal=水晶,
  diamond=钻石, plastic=塑料, ceramic=陶瓷, porcelain=瓷, clay=黏土, terracotta=赤陶,
  fabric=布料, leather=皮革, ice=冰, rubber=橡胶, paper=纸, fur=毛皮, jade=玉, obsidian=黑曜石,
  wax=蜡
`);

const PARTS_ZH = table(`
  armrest=扶手, arm=手臂, backrest=靠背, cushion=坐垫, seat=座位, walls=墙, body=主体, frame=框架,
  screen=屏幕, blade=刀刃, head=头, trunk=树干, top=顶面, icing=糖霜, bun=面包, cheese=奶酪,
  leg=腿, foot=脚, handle=把手, lid=盖子, spout=壶嘴, door=门, window=窗户, chimney=烟囱,
  roof=屋顶, porch=门廊, floor=楼层, flag=旗帜, battlement=城垛, fin=尾翼, booster=推进器,
  wheel=轮子, spoiler=扰流板, sail=帆, mast=桅杆, cabin=船舱, oar=桨, guard=护手, gem=宝石,
  point=尖端, antenna=天线, eye=眼睛, ear=耳朵, tail=尾巴, wing=翅膀, whisker=胡须, collar=项圈,
  hat=帽子, scarf=围巾, nose=鼻子, button=纽扣, spot=斑点, ring=光环, moon=卫星, crater=陨石坑,
  pillow=枕头, blanket=毯子, headboard=床头板, shelf=搁板, book=书, drawer=抽屉, flower=花,
  pot=花盆, leaf=叶子, fruit=果实, branch=树枝, cork=瓶塞, cap=瓶盖, label=标签, shade=灯罩,
  bulb=灯泡, base=底座, tower=塔楼, gate=大门, string=琴弦, horn=角, beak=喙, mane=鬃毛,
  stripe=条纹, continent=大陆, ocean=海洋
`);

const SIZES_ZH = table(`tiny=微小, small=小, medium=中等, large=大, huge=巨大`);

export type MeshWordKind = 'kind' | 'color' | 'material' | 'part' | 'size';

const TABLES: Record<MeshWordKind, ReadonlyMap<string, string>> = {
  kind: KINDS_ZH,
  color: COLORS_ZH,
  material: MATERIALS_ZH,
  part: PARTS_ZH,
  size: SIZES_ZH,
};

/** The Chinese of one word of `kind`, or null when the table does not know it. */
export function meshWordZh(kind: MeshWordKind, word: string): string | null {
  const w = word.trim().toLowerCase();
  const hit = TABLES[kind].get(w);
  if (hit) return hit;
  if (kind === 'color') {
    // "dark green", "light sky blue": a shade, then a colour.
    const [first, ...rest] = w.split(/\s+/);
    const shade = first ? SHADES_ZH.get(first) : undefined;
    const colour = rest.length ? meshWordZh('color', rest.join(' ')) : null;
    if (shade && colour) return `${shade}${colour}`;
  }
  return null;
}

/**
 * A part entry as the gateway writes it: "door", "2 door" (a number asked for) or
 * "no handle" (left out), in Chinese, or null when the part is unknown.
 */
export function meshPartZh(
  entry: string,
): { part: string; count: number | null; without: boolean } | null {
  const m = /^(?:(no)\s+|(\d+)\s+)?(.+)$/.exec(entry.trim());
  if (!m) return null;
  const part = meshWordZh('part', m[3]!);
  if (!part) return null;
  return { part, count: m[2] ? Number(m[2]) : null, without: m[1] === 'no' };
}

/** Every word the table knows, per category (for the coverage test). */
export const MESH_WORDS_ZH = TABLES;
