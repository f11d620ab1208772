import { z } from 'zod';

/**
 * The messages a visit's participants send through the signalling hub (VISIT_SIGNAL_HUB): a WebRTC offer, answer or ICE
 * candidate for one other participant, and a host's control of one participant.
 */
export const visitSignalSchema = z.strictObject({
  to: z.string().min(1).max(100),
  data: z.union([
    z.strictObject({ type: z.enum(['offer', 'answer']), sdp: z.string().max(200_000) }),
    z.strictObject({
      type: z.literal('candidate'),
      candidate: z.strictObject({
        candidate: z.string().max(2000),
        sdpMid: z.string().max(100).nullable().optional(),
        sdpMLineIndex: z.number().int().nullable().optional(),
        usernameFragment: z.string().max(200).nullable().optional(),
      }),
    }),
  ]),
});

export const VISIT_CONTROL_ACTIONS = ['mute', 'unmute', 'remove'] as const;
export type VisitControlAction = (typeof VISIT_CONTROL_ACTIONS)[number];

export const visitControlSchema = z.strictObject({
  to: z.string().min(1).max(100),
  action: z.enum(VISIT_CONTROL_ACTIONS),
});
