/** Texts of the captcha modal (the spec names none). `{{time}}` is `m:ss`. */
export const sessionCaptchaResources = {
  ru: {
    session_captcha_title: 'Подтвердите, что вы не робот',
    session_captcha_hint_picture_text: 'Введите символы с картинки.',
    session_captcha_hint_question: 'Ответьте на вопрос.',
    session_captcha_hint_picture_math: 'Решите пример с картинки и введите ответ числом.',
    session_captcha_hint_text_math: 'Решите пример и введите ответ числом.',
    session_captcha_picture_alt: 'Картинка с проверочным заданием',
    session_captcha_answer: 'Ответ',
    session_captcha_submit: 'Подтвердить',
    session_captcha_new: 'Другое задание',
    session_captcha_loading: 'Загружаем задание…',
    session_captcha_time_left: 'Задание действует ещё {{time}}',
    session_captcha_wrong: 'Неверный ответ. Попробуйте решить новое задание.',
    session_captcha_check_failed: 'Не удалось проверить ответ. Попробуйте решить новое задание.',
    session_captcha_expired: 'Время вышло, вот новое задание.',
  },
  en: {
    session_captcha_title: 'Confirm you are not a robot',
    session_captcha_hint_picture_text: 'Type the characters shown in the picture.',
    session_captcha_hint_question: 'Answer the question.',
    session_captcha_hint_picture_math: 'Solve the sum in the picture and type the result as a number.',
    session_captcha_hint_text_math: 'Solve the sum and type the result as a number.',
    session_captcha_picture_alt: 'Captcha picture',
    session_captcha_answer: 'Answer',
    session_captcha_submit: 'Confirm',
    session_captcha_new: 'New challenge',
    session_captcha_loading: 'Loading the challenge…',
    session_captcha_time_left: 'Valid for another {{time}}',
    session_captcha_wrong: 'Wrong answer. Please solve the new challenge.',
    session_captcha_check_failed: 'The answer could not be checked. Please solve the new challenge.',
    session_captcha_expired: 'Time ran out: here is a new challenge.',
  },
} as const;

export type SessionCaptchaTextKey = keyof (typeof sessionCaptchaResources)['en'];
