/**
 * The graph as sound: the curve is swept from the window's left edge to its right edge, its height
 * heard as pitch (higher y, higher note), silent where the curve has no value, with a short click
 * where it meets the x-axis. `tonePlan` is the pure schedule; `playTone` plays it with Web Audio.
 * The graph loads this module when Listen is first pressed.
 */
import { curveHeight, type Point, type View } from './scale';
import { audioContextClass } from './web-audio';

/** Lowest and highest note of the sweep, in hertz: two octaves from A3 to A5. */
const LOW_HZ = 220;
const HIGH_HZ = 880;

export interface TonePlan {
  /** Seconds the sweep lasts. */
  duration: number;
  /** The note at each moment, in time order; null is silence (no curve there). */
  notes: { time: number; frequency: number | null }[];
  /** Moments of the clicks (where the curve meets the x-axis). */
  clicks: number[];
}

/**
 * The pitch for height `y` in a window from `yMin` to `yMax`: even steps in y are even musical
 * steps (the frequency grows geometrically), clamped to the two octaves at the window's edges.
 */
export function pitch(y: number, yMin: number, yMax: number): number {
  const share = Math.min(1, Math.max(0, (y - yMin) / (yMax - yMin)));
  return LOW_HZ * (HIGH_HZ / LOW_HZ) ** share;
}

/** The sweep of a curve across `view` in `duration` seconds, as `count` notes and the clicks. */
export function tonePlan(
  segments: readonly (readonly Point[])[],
  crossings: readonly number[],
  view: View,
  duration = 3,
  count = 120,
): TonePlan {
  const span = view.xMax - view.xMin;
  const notes = Array.from({ length: count }, (_, i) => {
    const x = view.xMin + (span * i) / (count - 1);
    const y = curveHeight(segments, x);
    return {
      time: (duration * i) / (count - 1),
      frequency: y === undefined ? null : pitch(y, view.yMin, view.yMax),
    };
  });
  const clicks = crossings
    .filter((x) => x >= view.xMin && x <= view.xMax)
    .map((x) => ((x - view.xMin) / span) * duration)
    .sort((a, b) => a - b);
  return { duration, notes, clicks };
}

/** Plays a plan; calls `onEnd` when it has finished or been stopped. Returns the stop function. */
export function playTone(plan: TonePlan, onEnd: () => void): () => void {
  const Context = audioContextClass();
  if (!Context) {
    onEnd();
    return () => {};
  }
  const context = new Context();
  // Created after the click's module load: a context born suspended is started here.
  void context.resume().catch(() => {});
  const start = context.currentTime + 0.05;
  const end = start + plan.duration;

  const tone = context.createOscillator();
  tone.type = 'triangle';
  const volume = context.createGain();
  volume.gain.setValueAtTime(0, context.currentTime);
  tone.connect(volume).connect(context.destination);
  for (const note of plan.notes) {
    const at = start + note.time;
    if (note.frequency === null) {
      volume.gain.setValueAtTime(0, at);
    } else {
      tone.frequency.setValueAtTime(note.frequency, at);
      volume.gain.setValueAtTime(0.18, at);
    }
  }
  volume.gain.setValueAtTime(0, end);

  // A click: 25 ms of a high square wave, fading out.
  for (const time of plan.clicks) {
    const at = start + time;
    const click = context.createOscillator();
    click.type = 'square';
    click.frequency.setValueAtTime(1800, at);
    const envelope = context.createGain();
    envelope.gain.setValueAtTime(0, context.currentTime);
    envelope.gain.setValueAtTime(0.25, at);
    envelope.gain.exponentialRampToValueAtTime(0.001, at + 0.025);
    click.connect(envelope).connect(context.destination);
    click.start(at);
    click.stop(at + 0.03);
  }

  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    void context.close().catch(() => {});
    onEnd();
  };
  tone.onended = finish;
  tone.start(start);
  tone.stop(end + 0.02);
  return () => {
    try {
      tone.stop();
    } catch {}
    finish();
  };
}
