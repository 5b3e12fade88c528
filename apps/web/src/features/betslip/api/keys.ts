/** Query keys of the bet slip's server calls. */
export const betslipKeys = {
  all: ['betslip'] as const,
  builderPrice: (outcomeIds: readonly string[]) => ['betslip', 'builder-price', [...outcomeIds].sort()] as const,
};
