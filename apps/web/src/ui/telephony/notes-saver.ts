/**
 * The call notes queue (shell spec §4: "a note is saved after the queue waits 3 seconds"): each change restarts the
 * wait; when it passes, the latest notes are saved. Saves run one after another, so an older save never lands after
 * a newer one. A failure is reported once per failed save (the overlay shows the spec's message).
 */
export interface CallNotesDraft {
  talkdeskId: string;
  notes: string;
}

export interface NotesSaver {
  /** The notes changed: save them after the wait, unless they change again first. */
  change(draft: CallNotesDraft): void;
  /** Save what is waiting now (the call ends, the overlay closes). */
  flush(): Promise<void>;
  /** Forget what is waiting (nothing more to save). */
  cancel(): void;
  /** Whether notes are waiting or being saved. */
  pending(): boolean;
}

export interface NotesSaverOptions {
  delayMs: number;
  save: (draft: CallNotesDraft) => Promise<void>;
  onSaved?: (draft: CallNotesDraft) => void;
  onError: (error: unknown, draft: CallNotesDraft) => void;
}

export function createNotesSaver({ delayMs, save, onSaved, onError }: NotesSaverOptions): NotesSaver {
  let waiting: CallNotesDraft | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight = 0;
  let chain: Promise<void> = Promise.resolve();

  const flush = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    const draft = waiting;
    waiting = null;
    if (!draft) return chain;
    inFlight += 1;
    chain = chain.then(async () => {
      try {
        await save(draft);
        onSaved?.(draft);
      } catch (error) {
        onError(error, draft);
      } finally {
        inFlight -= 1;
      }
    });
    return chain;
  };

  return {
    change(draft) {
      waiting = draft;
      clearTimeout(timer);
      timer = setTimeout(() => void flush(), delayMs);
    },
    flush,
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      waiting = null;
    },
    pending: () => waiting !== null || inFlight > 0,
  };
}
