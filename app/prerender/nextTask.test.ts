import { describe, expect, it } from 'vitest';
import { nextTask } from './nextTask';

describe('nextTask', () => {
  it('resolves in a later task, after the promises already settled have run', async () => {
    const order: string[] = [];
    const waited = nextTask().then(() => order.push('next task'));
    // A chain of microtasks runs to its end within the current task: none of it waits for the
    // next one.
    let chain = Promise.resolve();
    for (let i = 0; i < 50; i++) chain = chain.then(() => undefined);
    await chain.then(() => order.push('microtasks'));
    await waited;
    expect(order).toEqual(['microtasks', 'next task']);
  });

  it('lets a task queued before it run first', async () => {
    const order: string[] = [];
    const channel = new MessageChannel();
    const queued = new Promise<void>((resolve) => {
      channel.port1.onmessage = () => {
        order.push('queued task');
        channel.port1.close();
        resolve();
      };
    });
    channel.port2.postMessage(null);
    await nextTask();
    order.push('after nextTask');
    await queued;
    expect(order).toEqual(['queued task', 'after nextTask']);
  });
});
