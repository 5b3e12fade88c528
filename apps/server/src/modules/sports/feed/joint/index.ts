import { isVirtualSport } from '@playline/contract/sports';
import type { GoalSport } from '../markets/goal-sports';
import { footballInput } from '../markets/index';
import type { EventModel } from '../models';
import type { SimEvent } from '../schedule';
import { fightFactors } from './fight';
import { footballFactors } from './football';
import { goalSportFactors } from './goal-sports';
import type { JointFactor } from './model';
import { pointsFactors } from './points';
import { setFactors } from './set-sports';

export { createJointModel, type JointLeg, type JointModel } from './model';

/** The factors of an event before kick-off, from the same model `marketSpecs` prices its markets with. */
export function jointFactors(event: SimEvent, model: EventModel): JointFactor[] {
  switch (model.kind) {
    case 'poisson':
      if (event.sport === 'football' || isVirtualSport(event.sport))
        return footballFactors(footballInput(event, model));
      return goalSportFactors(event.sport as GoalSport, model.home, model.away);
    case 'normal':
      return pointsFactors(model);
    case 'sets':
      return setFactors(model.p, model.toWin);
    case 'fight':
      return fightFactors(model);
  }
}
