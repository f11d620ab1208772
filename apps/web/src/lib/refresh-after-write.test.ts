import { QueryClient, QueryObserver, type QueryClientConfig } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshAfterWrite } from './refresh-after-write.ts';

const config: QueryClientConfig = { defaultOptions: { queries: { retry: false } } };

describe('refreshAfterWrite', () => {
  it("lets the caller's own onSuccess run before the lists read again have answered, and still reads them again", async () => {
    const client = new QueryClient(config);
    let reads = 0;
    let letListAnswer: () => void = () => undefined;
    const observer = new QueryObserver(client, {
      queryKey: ['records', 'list'],
      queryFn: () =>
        ++reads === 1
          ? Promise.resolve(['old'])
          : new Promise<string[]>((resolve) => (letListAnswer = () => resolve(['new']))),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await observer.refetch();
    const heard: string[] = [];
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.resolve('saved'),
      onSuccess: () => refreshAfterWrite(client, { queryKey: ['records'] }),
    });
    void mutation.execute(undefined).then((answer) => heard.push(answer));
    // The save is heard while the list read again is still on its way.
    await expect.poll(() => heard).toEqual(['saved']);
    expect(reads).toBe(2);
    expect(client.getQueryData(['records', 'list'])).toEqual(['old']);
    letListAnswer();
    await expect.poll(() => client.getQueryData(['records', 'list'])).toEqual(['new']);
    unsubscribe();
  });
});
