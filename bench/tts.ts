/**
 * Embedded text-to-speech speed: seconds of audio per second of wall time, per language,
 * for the espeak-ng WASM engine including MP3 encoding (through the worker, as the server
 * runs it), beside Debian's native `espeak-ng | lame` pipeline on the same prepared text
 * with the same voice and MP3 settings (24 kHz mono, 48 kbit/s CBR, the same LAME quality),
 * and once more against native LAME in its fast mode (-q 7).
 *
 *   npm run bench:tts        (or: npx tsx bench/tts.ts [runs] [workers])
 *
 * Wall time is what a seller waits for. CPU time (audio seconds per CPU second) is shown
 * too, because on a shared machine wall time mostly measures the neighbours.
 *
 * The embedded figures include mastering (loudness to −16 LUFS, true-peak limiting, silence
 * trim, the encoded file's peak check: decision 035), which the native pipeline does not do. Its
 * cost is shown on its own: the same PCM encoded plainly versus mastered and encoded, in-process.
 */
import { recordSummary } from "./support/summary";
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { LanguageCode } from "../src/shared/catalog/languages";
import { VOICES_BY_LANGUAGE } from "../src/shared/catalog/voices";
import {
  createEspeakSpeechProvider,
  type EspeakSpeechProvider,
} from "../src/server/providers/speech/espeak/espeak-provider";
import { espeakVoiceArgs } from "../src/server/providers/speech/espeak/espeak-voices";
import { MP3_BITRATE_KBPS, mp3EncoderInfo } from "../src/server/audio/mp3/mp3-encoder";
import { mp3Duration } from "../src/server/audio/mp3/mp3-frames";
import {
  prepareSpeechChunks,
  prepareSpeechText,
  renderSpeechChunks,
} from "../src/server/providers/speech/espeak/speech-job";
import { EspeakEngine } from "../src/server/providers/speech/espeak/espeak-engine";
import { masterToMp3 } from "../src/server/audio/mastering/master-audio";
import { encodeMp3, MP3_SAMPLE_RATE } from "../src/server/audio/mp3/mp3-encoder";

/** A typical generated script (~90 words, ~40 s of speech) per language. */
const SCRIPTS: Record<LanguageCode, string> = {
  en: "Meet the AeroBrew Pro, the coffee maker that fits your morning. It brews a full carafe in under five minutes, keeps it hot for two hours, and cleans itself at the touch of a button. The stainless steel body looks great on any counter, and the reusable filter means no more paper waste. With twelve strength settings, you can make it just the way you like it. At only $89.99, with a 1.5 l carafe and 1,200 W of power, it is the upgrade your kitchen deserves. Order today and taste the difference from the very first cup.",
  es: "Te presentamos la AeroBrew Pro, la cafetera que se adapta a tus mañanas. Prepara una jarra completa en menos de cinco minutos, la mantiene caliente durante dos horas y se limpia sola con solo pulsar un botón. Su cuerpo de acero inoxidable luce genial en cualquier encimera y el filtro reutilizable acaba con el desperdicio de papel. Con doce niveles de intensidad, tu café queda justo como te gusta. Por solo 89,99 €, con una jarra de 1,5 l y 1.200 W de potencia, es la mejora que tu cocina merece. Pídela hoy y nota la diferencia desde la primera taza.",
  fr: "Découvrez l'AeroBrew Pro, la cafetière qui s'adapte à vos matins. Elle prépare une verseuse entière en moins de cinq minutes, la garde au chaud pendant deux heures et se nettoie d'une simple pression sur un bouton. Son corps en acier inoxydable s'accorde à toutes les cuisines, et son filtre réutilisable met fin au gaspillage de papier. Avec douze niveaux d'intensité, votre café est exactement comme vous l'aimez. Pour seulement 89,99 €, avec une verseuse de 1,5 l et 1 200 W de puissance, c'est l'amélioration que votre cuisine mérite. Commandez aujourd'hui et goûtez la différence dès la première tasse.",
  de: "Entdecken Sie die AeroBrew Pro, die Kaffeemaschine, die zu Ihrem Morgen passt. Sie brüht eine volle Kanne in unter fünf Minuten, hält sie zwei Stunden lang warm und reinigt sich auf Knopfdruck selbst. Das Gehäuse aus Edelstahl macht auf jeder Arbeitsplatte eine gute Figur, und der wiederverwendbare Filter spart Papier. Mit zwölf Stärkestufen schmeckt Ihr Kaffee genau so, wie Sie ihn mögen. Für nur 89,99 €, mit einer 1,5-l-Kanne und 1.200 W Leistung, ist sie das Upgrade, das Ihre Küche verdient. Bestellen Sie noch heute und schmecken Sie den Unterschied ab der ersten Tasse.",
  it: "Ecco AeroBrew Pro, la macchina da caffè che si adatta alle tue mattine. Prepara una caraffa intera in meno di cinque minuti, la mantiene calda per due ore e si pulisce da sola con un semplice tocco. Il corpo in acciaio inossidabile sta benissimo su ogni piano di lavoro e il filtro riutilizzabile elimina lo spreco di carta. Con dodici livelli di intensità, il tuo caffè è esattamente come piace a te. A soli 89,99 €, con una caraffa da 1,5 l e 1.200 W di potenza, è il miglioramento che la tua cucina merita. Ordinala oggi e senti la differenza dalla prima tazza.",
  pt: "Conheça a AeroBrew Pro, a cafeteira que combina com as suas manhãs. Ela prepara uma jarra inteira em menos de cinco minutos, mantém o café quente por duas horas e se limpa sozinha com um toque. O corpo de aço inoxidável fica lindo em qualquer bancada, e o filtro reutilizável acaba com o desperdício de papel. Com doze níveis de intensidade, o seu café fica do jeito que você gosta. Por apenas R$ 89,99, com jarra de 1,5 l e 1.200 W de potência, é a melhoria que a sua cozinha merece. Peça hoje e sinta a diferença desde a primeira xícara.",
  ja: "毎朝にぴったりのコーヒーメーカー、エアロブリュー・プロをご紹介します。五分以内にポット一杯のコーヒーを淹れ、二時間温かさを保ち、ボタンひとつで自動洗浄します。ステンレス製のボディはどんなキッチンにも映え、繰り返し使えるフィルターで紙の無駄もありません。十二段階の濃さ設定で、お好みの味に仕上がります。1.5リットルのポットと1,200Wのパワーを備えて、価格はわずか¥12,800。今すぐご注文いただき、最初の一杯から違いを味わってください。",
  zh: "隆重推出AeroBrew Pro，一款适合您每个早晨的咖啡机。它能在五分钟内煮好一整壶咖啡，保温两个小时，并且一键即可自动清洁。不锈钢机身与任何厨房都相得益彰，可重复使用的滤网让您告别纸张浪费。十二档浓度设置，让咖啡完全符合您的口味。配备1.5升咖啡壶和1200W功率，售价仅为¥599。今天就下单，从第一杯开始感受不同。",
};

/** LAME's fast mode (`lame -f`), the quickest setting the native pipeline can be given. */
const FAST_NATIVE_QUALITY = 7;
const runs = Number(process.argv[2] ?? 5);
const workers = process.argv[3] === undefined ? undefined : Number(process.argv[3]);
/** The JS around the encoder (and lamejs, if it is the fallback) runs slower until V8 has optimised it; a server's worker is long-lived. */
const JIT_WARM_UP_RUNS = 15;

type Timing = { audio: number; wall: number; cpu: number };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function has(command: string): boolean {
  try {
    execFileSync("which", [command], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

async function timeEmbedded(provider: EspeakSpeechProvider, language: LanguageCode): Promise<Timing> {
  const voice = VOICES_BY_LANGUAGE[language][0] ?? "alloy";
  const request = { text: SCRIPTS[language], language, voice };
  const { audio: first } = await provider.synthesize(request); // warm-up: dictionaries, kuromoji for ja
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    const cpu = process.cpuUsage(); // the whole process: the worker thread and the idle main thread
    await provider.synthesize(request);
    const used = process.cpuUsage(cpu);
    walls.push((performance.now() - start) / 1000);
    cpus.push((used.user + used.system) / 1e6);
  }
  return { audio: mp3Duration(first), wall: median(walls), cpu: median(cpus) };
}

/** bash's `times` prints the children's user and system CPU time on its second line. */
function childCpuSeconds(timesOutput: string): number {
  const line = timesOutput.trim().split("\n").at(-1) ?? "";
  return [...line.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, m) => sum + Number(m[1]) * 60 + Number(m[2]), 0);
}

async function timeNative(dir: string, language: LanguageCode, quality: number): Promise<Timing> {
  const voice = VOICES_BY_LANGUAGE[language][0] ?? "alloy";
  const input = path.join(dir, `${language}.txt`);
  const output = path.join(dir, `${language}.mp3`);
  writeFileSync(input, await prepareSpeechText(SCRIPTS[language], language));
  const espeak = ["espeak-ng", "-b", "1", "-f", input, "--stdout", ...espeakVoiceArgs(language, voice)].join(" ");
  const lame = `lame --quiet -q ${quality} -m m -b ${MP3_BITRATE_KBPS} --resample 24 - ${output}`;
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i <= runs; i += 1) {
    const start = performance.now();
    const result = spawnSync("bash", ["-c", `${espeak} | ${lame}; times`], { stdio: ["ignore", "pipe", "pipe"] });
    if (result.status !== 0) throw new Error(`native pipeline failed: ${result.stderr.toString()}`);
    if (i === 0) continue; // the first run warms the page cache
    walls.push((performance.now() - start) / 1000);
    cpus.push(childCpuSeconds(result.stdout.toString()));
  }
  return { audio: mp3Duration(new Uint8Array(readFileSync(output))), wall: median(walls), cpu: median(cpus) };
}

type MasteringCost = { audio: number; encode: number; master: number };

/** Plain encoding vs mastering + encoding of the same PCM, median seconds, in this thread. */
async function masteringCost(engine: EspeakEngine, language: LanguageCode): Promise<MasteringCost> {
  const voice = VOICES_BY_LANGUAGE[language][0] ?? "alloy";
  const prepared = await prepareSpeechChunks(SCRIPTS[language], language);
  const { pcm } = await renderSpeechChunks(
    engine,
    { chunks: prepared.spoken, pauseAfter: prepared.pauseAfter, language, voice, speed: 1 },
    { isCancelled: () => false, onChunk: () => {} },
  );
  const encode: number[] = [];
  const master: number[] = [];
  for (let i = 0; i < runs + 2; i += 1) {
    let start = performance.now();
    await encodeMp3(pcm);
    const plain = (performance.now() - start) / 1000;
    start = performance.now();
    await masterToMp3(pcm, MP3_SAMPLE_RATE);
    const mastered = (performance.now() - start) / 1000;
    if (i < 2) continue; // JIT warm-up
    encode.push(plain);
    master.push(mastered);
  }
  return { audio: pcm.length / MP3_SAMPLE_RATE, encode: median(encode), master: median(master) };
}

const col = (n: number, width: number, digits = 0) => n.toFixed(digits).padStart(width);
const speed = (t: Timing) => ({ wall: t.audio / t.wall, cpu: t.audio / t.cpu });

async function main() {
  const native = has("espeak-ng") && has("lame") && has("bash");
  const dir = mkdtempSync(path.join(os.tmpdir(), "shelftalk-bench-tts-"));
  const encoder = await mp3EncoderInfo();
  const provider = createEspeakSpeechProvider({ workers });
  const warmStart = performance.now();
  await provider.warmUp();
  const warmUp = (performance.now() - warmStart) / 1000;
  for (let i = 0; i < JIT_WARM_UP_RUNS; i += 1) {
    await provider.synthesize({ text: SCRIPTS.en, language: "en", voice: "alloy" });
  }

  console.log(
    `Node ${process.version}, ${os.cpus().length} CPU(s), load ${os.loadavg()[0]?.toFixed(1)}, MP3 encoder ${encoder.engine} -q ${encoder.quality}, ${workers ?? "default"} worker(s)`,
  );
  console.log(
    `Worker start-up (WASM compile + instance + a first sentence): ${warmUp.toFixed(2)} s; median of ${runs} runs\n`,
  );
  console.log("                 embedded (WASM espeak+LAME)|  native espeak-ng | lame  |  embedded / native");
  console.log("lang  audio s    wall s  ×RT  ×RT(cpu)    |   wall s  ×RT  ×RT(cpu)   |   wall   cpu");
  const wallSpeeds: number[] = [];
  const ratios: Array<{ wall: number; cpu: number }> = [];
  /** Against native LAME in its fast mode (-q 7): the strictest reading of "the native limit". */
  const fastRatios: number[] = [];
  try {
    for (const language of Object.keys(SCRIPTS) as LanguageCode[]) {
      const embedded = await timeEmbedded(provider, language);
      const e = speed(embedded);
      wallSpeeds.push(e.wall);
      let nativeCells = "     n/a  n/a       n/a   |    n/a   n/a";
      if (native) {
        const timing = await timeNative(dir, language, encoder.quality);
        const n = speed(timing);
        ratios.push({ wall: e.wall / n.wall, cpu: e.cpu / n.cpu });
        if (encoder.quality !== FAST_NATIVE_QUALITY) {
          fastRatios.push(e.wall / speed(await timeNative(dir, language, FAST_NATIVE_QUALITY)).wall);
        }
        nativeCells = `${col(timing.wall, 8, 3)} ${col(n.wall, 4)} ${col(n.cpu, 9)}   | ${col(e.wall / n.wall, 6, 2)} ${col(e.cpu / n.cpu, 5, 2)}`;
      }
      console.log(
        `${language.padEnd(4)} ${col(embedded.audio, 7, 1)}  ${col(embedded.wall, 8, 3)} ${col(e.wall, 4)} ${col(e.cpu, 9)}    | ${nativeCells}`,
      );
    }
    const summary = ratios.length
      ? `; median ratio ${median(ratios.map((r) => r.wall)).toFixed(2)} (wall), ${median(ratios.map((r) => r.cpu)).toFixed(2)} (cpu)`
      : "; native pipeline n/a";
    console.log(`\nmedian embedded speed ${median(wallSpeeds).toFixed(0)}× real time${summary}`);
    if (fastRatios.length) {
      console.log(
        `median ratio to native with LAME -q ${FAST_NATIVE_QUALITY} (fast mode): ${median(fastRatios).toFixed(2)} (wall)`,
      );
    }
    console.log("\nMastering cost (in-process, same PCM): plain encode vs master + encode, median ms");
    console.log("lang  audio s  encode ms  master+encode ms  added ms  added per audio minute");
    const engine = await EspeakEngine.create();
    const added: number[] = [];
    for (const language of Object.keys(SCRIPTS) as LanguageCode[]) {
      const cost = await masteringCost(engine, language);
      const extra = cost.master - cost.encode;
      added.push(extra / cost.audio);
      console.log(
        `${language.padEnd(4)} ${col(cost.audio, 7, 1)}  ${col(cost.encode * 1000, 9)}  ${col(cost.master * 1000, 16)}  ${col(extra * 1000, 8)}  ${col((extra / cost.audio) * 60 * 1000, 10)} ms`,
      );
    }
    console.log(`median mastering cost: ${(median(added) * 60 * 1000).toFixed(0)} ms per minute of audio`);
    const ratio = ratios.length ? median(ratios.map((r) => r.wall)) : Number.NaN;
    recordSummary("tts", [
      {
        metric: "embedded speed (median, ×real time)",
        value: median(wallSpeeds).toFixed(0),
        target: "≥ 100",
        ok: median(wallSpeeds) >= 100,
      },
      {
        metric: "embedded / native (median)",
        value: Number.isNaN(ratio) ? "n/a" : ratio.toFixed(2),
        target: "≥ 0.4",
        ok: ratio >= 0.4,
      },
      {
        metric: "mastering cost (median, ms per audio minute)",
        value: (median(added) * 60 * 1000).toFixed(0),
        target: "reported",
        ok: true,
      },
    ]);
  } finally {
    await provider.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
