/** Query keys of /card-my-mobility. */
export const myMobilityCardKeys = {
  all: ['card-my-mobility'] as const,
  mine: () => [...myMobilityCardKeys.all, 'mine'] as const,
};
