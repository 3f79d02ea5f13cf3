// Every message the server can show a user, in English and Spanish. Schemas and handlers speak in keys;
// the HTTP layer renders a key in the caller's language, so validation reads the same in the browser and API.
export type Language = 'en' | 'es';

export const languages: readonly Language[] = ['en', 'es'];

const en = {
  'businessName.required': 'Business name is required',
  'contactName.required': 'Contact name is required',
  'firstName.required': 'First name is required',
  'lastName.required': 'Last name is required',
  'email.invalid': 'Invalid email address',
  'phone.required': 'Phone number is required',
  'phone.invalid': 'Please enter a valid 10-digit phone number',
  'password.required': 'Password is required',
  'password.tooShort': 'Password must be at least 8 characters',
  'password.tooLong': 'Password must be at most 128 characters',
  'password.common': 'This password is too common. Choose another.',
  'address.required': 'Address is required',
  'city.required': 'City is required',
  'state.invalid': 'State must be 2 characters (e.g., CA, NY)',
  'zipCode.invalid': 'ZIP code must be 5 digits',
  'serviceAreas.invalid': 'Enter between 1 and 40 service-area ZIP codes of 5 digits',
  'rate.invalid': 'Enter an amount of 0 or more, up to 10,000',
  'logoUrl.invalid': 'Logo must be an https link or a PNG, JPEG or WebP image of at most 150 kB',
  'tagline.tooLong': 'Tagline must be 120 characters or less',
  'color.invalid': 'Colour must be a hex colour like #1d4ed8',
  'text.tooLong': 'Must be 200 characters or less',
  'figure.tooLong': 'Must be 40 characters or less',
  'field.invalid': 'This value is not valid',
  'request.invalidJson': 'The request body is not valid JSON',
  'request.invalid': 'Some fields are not valid',
  'request.rateLimited': 'Too many requests. Please wait a few minutes and try again.',
  'auth.invalidCredentials': 'Invalid email or password',
  'auth.required': 'Please sign in to continue',
  'auth.forbidden': 'You do not have access to this',
  'auth.rateLimited': 'Too many failed sign-in attempts. Try again in a few minutes.',
  'auth.emailTaken': 'An account with this email already exists',
  'auth.accountInactive': 'This account is deactivated. Contact an administrator.',
  'csrf.invalid': 'Your session security token is missing or expired. Reload the page and try again.',
  'route.notFound': 'No such API route',
  'server.error': 'Something went wrong on our side. Please try again.',
} as const;

export type MessageKey = keyof typeof en;

const es: Record<MessageKey, string> = {
  'businessName.required': 'El nombre de la empresa es obligatorio',
  'contactName.required': 'El nombre de contacto es obligatorio',
  'firstName.required': 'El nombre es obligatorio',
  'lastName.required': 'El apellido es obligatorio',
  'email.invalid': 'Correo electrónico no válido',
  'phone.required': 'El número de teléfono es obligatorio',
  'phone.invalid': 'Ingresa un número de teléfono válido de 10 dígitos',
  'password.required': 'La contraseña es obligatoria',
  'password.tooShort': 'La contraseña debe tener al menos 8 caracteres',
  'password.tooLong': 'La contraseña debe tener como máximo 128 caracteres',
  'password.common': 'Esta contraseña es demasiado común. Elige otra.',
  'address.required': 'La dirección es obligatoria',
  'city.required': 'La ciudad es obligatoria',
  'state.invalid': 'El estado debe tener 2 caracteres (p. ej., CA, NY)',
  'zipCode.invalid': 'El código postal debe tener 5 dígitos',
  'serviceAreas.invalid': 'Ingresa entre 1 y 40 códigos postales de 5 dígitos para tu zona de servicio',
  'rate.invalid': 'Ingresa un monto de 0 o más, hasta 10,000',
  'logoUrl.invalid': 'El logo debe ser un enlace https o una imagen PNG, JPEG o WebP de 150 kB como máximo',
  'tagline.tooLong': 'El eslogan debe tener 120 caracteres o menos',
  'color.invalid': 'El color debe ser hexadecimal, como #1d4ed8',
  'text.tooLong': 'Debe tener 200 caracteres o menos',
  'figure.tooLong': 'Debe tener 40 caracteres o menos',
  'field.invalid': 'Este valor no es válido',
  'request.invalidJson': 'El cuerpo de la solicitud no es JSON válido',
  'request.invalid': 'Algunos campos no son válidos',
  'request.rateLimited': 'Demasiadas solicitudes. Espera unos minutos e inténtalo de nuevo.',
  'auth.invalidCredentials': 'Correo electrónico o contraseña incorrectos',
  'auth.required': 'Inicia sesión para continuar',
  'auth.forbidden': 'No tienes acceso a esto',
  'auth.rateLimited': 'Demasiados intentos fallidos de inicio de sesión. Inténtalo de nuevo en unos minutos.',
  'auth.emailTaken': 'Ya existe una cuenta con este correo electrónico',
  'auth.accountInactive': 'Esta cuenta está desactivada. Comunícate con un administrador.',
  'csrf.invalid': 'Falta tu token de seguridad o venció. Recarga la página e inténtalo de nuevo.',
  'route.notFound': 'No existe esa ruta de la API',
  'server.error': 'Algo salió mal de nuestro lado. Inténtalo de nuevo.',
};

export const messages: Record<Language, Record<MessageKey, string>> = { en, es };

export const isMessageKey = (value: string): value is MessageKey => value in en;

/** Renders a message key in a language; text that is not a key (already rendered) passes through. */
export const translate = (keyOrText: string, language: Language): string =>
  isMessageKey(keyOrText) ? messages[language][keyOrText] : keyOrText;

/** Picks a supported language from an explicit choice or an Accept-Language header; English otherwise. */
export const pickLanguage = (...candidates: Array<string | undefined>): Language => {
  for (const candidate of candidates) {
    const primary = candidate?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
    if (primary === 'es' || primary === 'en') return primary;
  }
  return 'en';
};
