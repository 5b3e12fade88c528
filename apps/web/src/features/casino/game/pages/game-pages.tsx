import { GameScreen } from '../components/game-screen';

/** `/casino/game/:gameId` */
export function CasinoGamePage() {
  return <GameScreen lobby="casino" />;
}

/** `/live-casino/game/:gameId` */
export function LiveCasinoGamePage() {
  return <GameScreen lobby="live-casino" />;
}

/** `/games/game/:gameId` */
export function GamesCasinoGamePage() {
  return <GameScreen lobby="games" />;
}
