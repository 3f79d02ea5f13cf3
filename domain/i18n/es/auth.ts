// Spanish (Latin American) texts of ../en/auth.ts: the type demands every one of its keys and no other.
import type { auth as english } from '../en/auth';

export const auth: Record<keyof typeof english, string> = {
  'auth.currentUserFailed': 'No se pudo obtener el usuario actual',
  'auth.loginFailed': 'Error al iniciar sesión',
  'auth.loginSuccess': 'Sesión iniciada',
  'auth.welcomeBack': '¡Qué bueno verte de nuevo!',
  'auth.loggedOut': 'Sesión cerrada',
  'auth.loggedOutDescription': 'Cerraste sesión correctamente.',
  'auth.logoutFailed': 'No se pudo cerrar la sesión. Inténtalo de nuevo.',
  'login.title': 'Acceso para contratistas',
  'login.subtitle': 'Inicia sesión para administrar tus cotizaciones, clientes y trabajos.',
  'login.submit': 'Iniciar sesión',
  'login.submitting': 'Iniciando sesión...',
  'login.noAccount': '¿Eres nuevo en Picket?',
  'login.signUp': 'Regístrate como contratista',
  'login.forgotPassword': '¿Olvidaste tu contraseña? Comunícate con tu administrador para restablecerla.',
  'signup.pageTitle': 'Registrarse',
  'signup.title': 'Crea tu cuenta de contratista',
  'signup.subtitle': 'Comienza tu prueba gratis de 30 días. Sin tarjeta de crédito. Cancela cuando quieras.',
  'signup.passwordHint':
    'Al menos 8 caracteres, difícil de adivinar: una frase de varias palabras funciona bien.',
  'signup.submit': 'Crear cuenta',
  'signup.submitting': 'Creando cuenta...',
  'signup.failed': 'No se pudo crear la cuenta',
  'signup.haveAccount': '¿Ya tienes una cuenta?',
  'signup.login': 'Inicia sesión',
  'signup.success': 'Cuenta creada',
  'signup.successDescription': 'Ahora configuremos tu negocio.',
  'signup.checkEmailTitle': 'Revisa tu correo',
  'signup.checkEmailBody':
    'Enviamos un enlace a {email}. Ábrelo dentro de 24 horas para terminar de crear tu cuenta.',
  'signup.checkEmailSpam':
    '¿No te llegó? Revisa la carpeta de spam o regístrate de nuevo para recibir otro enlace.',
  'signup.confirmPageTitle': 'Terminar registro',
  'signup.confirming': 'Terminando tu registro…',
  'signup.confirmFailed': 'Este enlace no es válido o ha vencido.',
  'signup.confirmAgain': 'Registrarse de nuevo',
};
