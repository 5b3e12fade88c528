/** English texts of in-play bet acceptance (issue 6). */
export const BETS_INPLAY_EN = {
  'Bets.InPlay.Waiting': 'Waiting for acceptance…',
  'Bets.InPlay.WaitingSeconds': 'Waiting for acceptance… {seconds} s',
  'Bets.InPlay.Live': 'Live',
  'Bets.InPlay.SlipLocked': 'Your bet slip is waiting for acceptance; add or remove picks once it is done.',
  'Bets.InPlay.SuspendedDuringDelay':
    'A market was suspended while your bet waited for acceptance, so it was not placed. Check the slip and try again.',
  'Bets.InPlay.MovedDuringDelay':
    'A price fell while your bet waited for acceptance, so it was not placed. Accept the new price to place it.',
};
