type AudioContextClass = typeof AudioContext;

/**
 * The browser's Web Audio constructor, or undefined where there is none (then the graph offers
 * no Listen button). Its own module, so the graph can ask without loading the sound code.
 */
export function audioContextClass(): AudioContextClass | undefined {
  if (typeof window === 'undefined') return undefined;
  const scope = window as unknown as {
    AudioContext?: AudioContextClass;
    webkitAudioContext?: AudioContextClass;
  };
  return scope.AudioContext ?? scope.webkitAudioContext;
}
