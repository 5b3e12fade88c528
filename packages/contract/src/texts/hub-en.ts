/** English texts of the realtime connection and hub notifications (issue 6). */
export const HUB_EN = {
  'Hub.Reconnecting': 'Reconnecting…',
  'Hub.Offline': 'Offline: live updates paused',
  'Hub.BetWon': 'Bet won: {{amount}}',
};
