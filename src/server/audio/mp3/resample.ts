/**
 * Polyphase windowed-sinc resampler for mono 16-bit PCM. espeak-ng renders at 22,050 Hz;
 * we publish 24 kHz MP3 (the rate the OpenAI voices use, so both engines' files match),
 * and 22,050 → 24,000 is the rational ratio 160/147. Sixteen taps of a Blackman-windowed
 * sinc keep images of the source spectrum ~70 dB down, at a cost of ~1% of encoding time.
 */

const HALF_TAPS = 8;
const TAPS = HALF_TAPS * 2;
/** Pass band as a fraction of the lower Nyquist rate; the rest is the transition band. */
const CUTOFF = 0.92;

type Kernel = { up: number; down: number; phases: Float32Array };
const kernels = new Map<string, Kernel>();

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function sinc(x: number): number {
  return x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x);
}

function blackman(position: number): number {
  // position in [0, 1] across the window.
  return 0.42 - 0.5 * Math.cos(2 * Math.PI * position) + 0.08 * Math.cos(4 * Math.PI * position);
}

function kernelFor(fromRate: number, toRate: number): Kernel {
  const key = `${fromRate}:${toRate}`;
  const cached = kernels.get(key);
  if (cached) return cached;
  const divisor = gcd(fromRate, toRate);
  const up = toRate / divisor;
  const down = fromRate / divisor;
  // When downsampling the filter must also cut below the new, lower Nyquist rate.
  const cutoff = CUTOFF * Math.min(1, up / down);
  const phases = new Float32Array(up * TAPS);
  for (let phase = 0; phase < up; phase += 1) {
    const fraction = phase / up;
    let sum = 0;
    for (let k = 0; k < TAPS; k += 1) {
      const distance = k - (HALF_TAPS - 1) - fraction;
      const value = cutoff * sinc(cutoff * distance) * blackman((distance + HALF_TAPS) / TAPS);
      phases[phase * TAPS + k] = value;
      sum += value;
    }
    // Unity gain at DC for every phase, so silence stays silent and levels don't ripple.
    for (let k = 0; k < TAPS; k += 1) phases[phase * TAPS + k] = (phases[phase * TAPS + k] ?? 0) / sum;
  }
  const kernel = { up, down, phases };
  kernels.set(key, kernel);
  return kernel;
}

export function resamplePcm16(input: Int16Array, fromRate: number, toRate: number): Int16Array {
  if (fromRate === toRate) return input;
  const { up, down, phases } = kernelFor(fromRate, toRate);
  const outLength = Math.floor((input.length * up) / down);
  const output = new Int16Array(outLength);
  // Pad with silence on both sides so the inner loop needs no bounds checks.
  const padded = new Float32Array(input.length + TAPS * 2);
  padded.set(input, HALF_TAPS);
  // Walk the input position as integer + phase instead of dividing per sample.
  let index = 0;
  let phase = 0;
  for (let n = 0; n < outLength; n += 1) {
    const row = phase * TAPS;
    // padded[index + 1 + k] is input[index - (HALF_TAPS - 1) + k].
    const base = index + 1;
    let acc = 0;
    // Indices are in range by construction; `!` keeps this hot loop free of `?? 0` checks.
    for (let k = 0; k < TAPS; k += 1) acc += phases[row + k]! * padded[base + k]!;
    output[n] = acc > 32767 ? 32767 : acc < -32768 ? -32768 : Math.round(acc);
    phase += down;
    while (phase >= up) {
      phase -= up;
      index += 1;
    }
  }
  return output;
}
