/** The live-hub room of a user: every signed-in tab of the user joins it, on any server instance. */
export const userRoom = (userId: number): string => `user:${userId}`;
