/** English texts of the reality-check reminder (issue 19); the setting is on the safer-gambling page. */
export const REALITY_CHECK_EN = {
  'RealityCheck.Title': 'Reality check',
  'RealityCheck.Body': 'Here is how this session is going. Take a break, or carry on if you planned to.',
  'RealityCheck.TimePlayed': 'Time played',
  'RealityCheck.NetResult': 'Net result',
  'RealityCheck.NetNote': 'Winnings, refunds and cash-outs minus stakes, since you logged in.',
  'RealityCheck.Loading': 'Adding up your session…',
} as const;
