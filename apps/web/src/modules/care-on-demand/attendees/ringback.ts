import { RINGBACK_VOLUME } from '@portal/contracts/care-on-demand/telehealth';

/**
 * The ringback tone while an attendee's phone rings (shell spec §9: volume 0.25, looping): a generated North American
 * ringback (440 Hz + 480 Hz, 2 s on, 4 s off) from WebAudio oscillators, so no sound file ships. Silent where the
 * browser has no AudioContext (tests, old browsers).
 */
export interface Ringback {
  start(): void;
  stop(): void;
}

const ON_MS = 2000;
const CYCLE_MS = 6000;

export function createRingback(): Ringback {
  let context: AudioContext | undefined;
  let gain: GainNode | undefined;
  let oscillators: OscillatorNode[] = [];
  let cadence: ReturnType<typeof setInterval> | undefined;

  const ring = () => {
    if (!context || !gain) return;
    const at = context.currentTime;
    gain.gain.setValueAtTime(RINGBACK_VOLUME, at);
    gain.gain.setValueAtTime(0, at + ON_MS / 1000);
  };

  return {
    start() {
      if (cadence !== undefined || typeof AudioContext === 'undefined') return;
      const audio = new AudioContext();
      const volume = audio.createGain();
      volume.gain.value = 0;
      volume.connect(audio.destination);
      oscillators = [440, 480].map((frequency) => {
        const oscillator = audio.createOscillator();
        oscillator.frequency.value = frequency;
        oscillator.connect(volume);
        oscillator.start();
        return oscillator;
      });
      context = audio;
      gain = volume;
      ring();
      cadence = setInterval(ring, CYCLE_MS);
    },
    stop() {
      if (cadence !== undefined) clearInterval(cadence);
      cadence = undefined;
      for (const oscillator of oscillators) oscillator.stop();
      oscillators = [];
      void context?.close();
      context = undefined;
      gain = undefined;
    },
  };
}
