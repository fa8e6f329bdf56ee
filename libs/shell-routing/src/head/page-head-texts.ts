/**
 * The pages' descriptions for search results, by route name, and the site's own for every other page. The server
 * writes them into <head>; the browser loads them with its first navigation, never with its first load.
 */
export const pageHeadTexts = {
  ru: {
    page_description_site:
      'Kickoff — ставки на спорт онлайн: линия и лайв, киберспорт, казино и лотереи. Высокие коэффициенты и быстрые выплаты.',
    page_description_home:
      'Ставки на спорт и казино в Kickoff: тысячи событий в линии и лайве каждый день, высокие коэффициенты, бонусы и быстрые выплаты.',
    page_description_line:
      'Линия Kickoff: ставки до начала матчей на футбол, теннис, хоккей, баскетбол и десятки других видов спорта с высокими коэффициентами.',
    page_description_live:
      'Ставки в лайве Kickoff: коэффициенты обновляются по ходу матча, счёт и статистика в реальном времени по всем видам спорта.',
    page_description_casino:
      'Казино Kickoff: слоты, настольные игры и джекпоты от ведущих провайдеров. Играйте на деньги или в демо-режиме.',
    page_description_livecasino:
      'Живое казино Kickoff: рулетка, блэкджек и баккара с живыми дилерами в прямой трансляции.',
    page_description_about: 'О Kickoff: кто мы, наша лицензия, принципы ответственной игры и как с нами связаться.',
    page_description_rules:
      'Правила Kickoff: как принимаются и рассчитываются ставки по видам спорта, в лайве и в казино.',
    page_description_results: 'Результаты матчей и рассчитанных событий Kickoff по видам спорта и датам.',
    page_description_promotions: 'Акции и бонусы Kickoff: предложения для новых игроков, фрибеты и турниры.',
    page_description_login: 'Вход в Kickoff по логину, телефону или e-mail: ваши ставки, баланс и бонусы.',
    page_description_registration:
      'Регистрация в Kickoff за минуту: в один клик, по телефону или e-mail, с бонусом на первый депозит.',
  },
  en: {
    page_description_site:
      'Kickoff — online sports betting: pre-match and live, esports, casino and lotteries. High odds and fast payouts.',
    page_description_home:
      'Sports betting and casino at Kickoff: thousands of pre-match and live events every day, high odds, bonuses and fast payouts.',
    page_description_line:
      'Kickoff pre-match betting: football, tennis, ice hockey, basketball and dozens of other sports at high odds.',
    page_description_live:
      'Kickoff live betting: odds that move with the match, live scores and statistics for every sport.',
    page_description_casino:
      'Kickoff casino: slots, table games and jackpots from the leading providers. Play for money or in demo mode.',
    page_description_livecasino:
      'Kickoff live casino: roulette, blackjack and baccarat with live dealers, streamed as they play.',
    page_description_about:
      'About Kickoff: who we are, our licence, our responsible gaming principles and how to reach us.',
    page_description_rules: 'Kickoff rules: how bets are accepted and settled for every sport, live and in the casino.',
    page_description_results: 'Kickoff results: settled matches and events by sport and date.',
    page_description_promotions: 'Kickoff promotions and bonuses: offers for new players, free bets and tournaments.',
    page_description_login: 'Sign in to Kickoff with your login, phone or e-mail: your bets, balance and bonuses.',
    page_description_registration: 'Join Kickoff in a minute: one click, phone or e-mail, with a first deposit bonus.',
  },
} as const satisfies Record<'ru' | 'en', Record<string, string>>;
