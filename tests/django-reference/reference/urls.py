from django.conf import settings
from django.conf.urls.static import static
from django.urls import include, path
from rest_framework_simplejwt.views import TokenVerifyView

urlpatterns = [
    path("auth/", include("djoser.urls.jwt")),
    path("api/auth/jwt/verify/", TokenVerifyView.as_view()),
    path("", include("portal.urls")),
] + static(settings.MEDIA_URL, document_root=settings.MEDIA_ROOT)

if settings.ROTATE:
    from rest_framework_simplejwt.views import TokenBlacklistView

    urlpatterns.append(path("auth/jwt/blacklist/", TokenBlacklistView.as_view()))
