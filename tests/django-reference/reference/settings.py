"""
A Django REST backend written the ordinary way, with the libraries' defaults:
what a new user of the original backend would have. Switches (environment):
ROTATE_REFRESH_TOKENS=1, PAGINATE=1, ACCESS_TOKEN_SECONDS=<n>. State lives in
REFERENCE_DATA_DIR (an SQLite file and the media folder).
"""
import os
from datetime import timedelta
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
DATA_DIR = Path(os.environ.get("REFERENCE_DATA_DIR", BASE_DIR / ".data"))

SECRET_KEY = os.environ.get("REFERENCE_SECRET_KEY", "reference-backend-test-key-not-secret-0123456789")
DEBUG = True
ALLOWED_HOSTS = ["*"]

ROTATE = os.environ.get("ROTATE_REFRESH_TOKENS") == "1"

INSTALLED_APPS = [
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.staticfiles",
    "rest_framework",
    "rest_framework_simplejwt",
    "django_filters",
    "djoser",
    "portal",
]
if ROTATE:
    INSTALLED_APPS.append("rest_framework_simplejwt.token_blacklist")

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
]

ROOT_URLCONF = "reference.urls"
TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [],
        "APP_DIRS": True,
        "OPTIONS": {"context_processors": ["django.template.context_processors.request"]},
    }
]
WSGI_APPLICATION = "reference.wsgi.application"

DATABASES = {
    "default": {"ENGINE": "django.db.backends.sqlite3", "NAME": DATA_DIR / "db.sqlite3"}
}
AUTH_USER_MODEL = "portal.User"
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "/static/"
MEDIA_URL = "/media/"
MEDIA_ROOT = DATA_DIR / "media"

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "rest_framework_simplejwt.authentication.JWTAuthentication",
    ],
    "DEFAULT_FILTER_BACKENDS": ["django_filters.rest_framework.DjangoFilterBackend"],
}
if os.environ.get("PAGINATE") == "1":
    REST_FRAMEWORK["DEFAULT_PAGINATION_CLASS"] = "rest_framework.pagination.PageNumberPagination"
    REST_FRAMEWORK["PAGE_SIZE"] = 2

SIMPLE_JWT = {
    "ACCESS_TOKEN_LIFETIME": timedelta(seconds=int(os.environ.get("ACCESS_TOKEN_SECONDS", "300"))),
    "ROTATE_REFRESH_TOKENS": ROTATE,
    "BLACKLIST_AFTER_ROTATION": ROTATE,
}

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": "WARNING"},
}

# Mail goes to files, as in development: the tests read the one-time codes there.
EMAIL_BACKEND = "django.core.mail.backends.filebased.EmailBackend"
EMAIL_FILE_PATH = DATA_DIR / "outbox"
DEFAULT_FROM_EMAIL = "no-reply@reference.test"
