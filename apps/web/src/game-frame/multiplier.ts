/** A multiplier as shown on the crash screen: two decimals and a times sign. */
export const formatMultiplier = (value: number) => `${value.toFixed(2)}×`;
