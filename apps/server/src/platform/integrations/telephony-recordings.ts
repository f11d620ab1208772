/**
 * Call recordings of the telephony provider (CTI), read by the CRM (spec §7 GetTalkdeskRecordingUrls
 * {talkDeskInteractionId}). A real adapter asks the CTI for the recordings of its interaction id and streams their audio
 * through the portal (the CTI's own URLs are never handed to the browser: they bypass the portal's access checks and
 * audit). The simulator has no recordings to give: for a call it knows it answers one short generated tone (no voice,
 * no member data), labelled simulated.
 */
export interface CallRecordings {
  /** Shown with the recording: where it came from. */
  readonly source: string;
  readonly simulated: boolean;
  /** The recordings of a call, in order. */
  recordingsOf(ctiId: string): Promise<{ index: number; durationSeconds: number }[]>;
  /** The audio (WAV) of one recording, or undefined when the call has no such recording. */
  audioOf(ctiId: string, index: number): Promise<Buffer | undefined>;
}

const SAMPLE_RATE = 8000;
const SIMULATED_SECONDS = 2;

/** A mono 16-bit PCM WAV of a quiet 440 Hz tone: what the simulator plays for every recording. */
export function simulatedToneWav(seconds: number = SIMULATED_SECONDS): Buffer {
  const samples = Math.round(SAMPLE_RATE * seconds);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    const fade = Math.min(1, i / 400, (samples - i) / 400);
    data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / SAMPLE_RATE) * 6000 * fade), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

export const simulatedCallRecordings: CallRecordings = {
  source: 'Simulated telephony',
  simulated: true,
  async recordingsOf() {
    return [{ index: 0, durationSeconds: SIMULATED_SECONDS }];
  },
  async audioOf(_ctiId, index) {
    return index === 0 ? simulatedToneWav() : undefined;
  },
};
