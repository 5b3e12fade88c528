/** The responsible-gambling page's English body as seeded before issue 19, for the revision test. */
export const EARLIER_RESPONSIBLE_GAMBLING_EN = `Betting should be fun, never a way to make money or to escape problems. {brand} is for adults: you must be **18 or over** to play, and we may ask you to prove it.

## Keep it under control
- Decide before you play how much time and money you will spend, and stop when you reach it.
- Never chase losses, and never bet with money you need for rent, bills or food.
- Take breaks, and don't bet when you are upset, tired or have been drinking.

## Tools in your account
Open **My account** (\`/user-account/\`) after logging in:
- **Session time limit**: choose how long you want to play, up to 24 hours. When the time is up, a reality check tells you how long you have played and lets you take a break or continue.
- **Deposit limits, time-outs and self-exclusion**: ask us through the [contact form](/help/contact-us) with the topic *Account*. A time-out closes your account from 24 hours to 6 weeks; self-exclusion closes it for at least 6 months. We act on it the same day, and we cannot reopen the account early.

## Signs to watch for
- Spending more time or money than you meant to.
- Hiding your betting from family or friends.
- Borrowing money or selling things to bet.
- Feeling anxious or irritable when you are not betting.

If this sounds familiar, talk to someone. Independent, free and confidential help is available from organisations such as **GamCare** and **Gamblers Anonymous**, and from your doctor.

## Protecting children
Keep your log-in details private, log out on shared devices and use parental-control software to block gambling sites on children's devices.
`;
