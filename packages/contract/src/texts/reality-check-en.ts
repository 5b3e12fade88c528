/** English texts of the reality-check reminder and its setting (issue 19). */
export const REALITY_CHECK_EN = {
  'RealityCheck.Title': 'Reality check',
  'RealityCheck.Body': 'Here is how this session is going. Take a break, or carry on if you planned to.',
  'RealityCheck.TimePlayed': 'Time played',
  'RealityCheck.NetResult': 'Net result',
  'RealityCheck.NetNote': 'Winnings, refunds and cash-outs minus stakes, since you logged in.',
  'RealityCheck.Loading': 'Adding up your session…',
  'RealityCheck.SettingTitle': 'Reality-check reminder',
  'RealityCheck.SettingIntro':
    'A reminder every so often shows how long you have played and your net result in this session.',
  'RealityCheck.Every': 'Remind me',
  'RealityCheck.Off': 'Off',
  'RealityCheck.EveryMinutes': 'Every {{minutes}} minutes',
  'RealityCheck.Save': 'Save reminder',
  'RealityCheck.Saved': 'Your reality-check reminder is saved.',
} as const;
