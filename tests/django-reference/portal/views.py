import random

from django.core.mail import send_mail
from rest_framework import generics, permissions, status
from rest_framework.response import Response
from rest_framework.views import APIView

from .models import (
    Enquiry,
    HomeSlider,
    Order,
    Otp,
    PmtCategory,
    PmtSlider,
    ProPmtService,
    PurchasedService,
    User,
)
from .serializers import (
    EnquirySerializer,
    HomeSliderSerializer,
    OrderSerializer,
    PmtCategorySerializer,
    PmtSliderSerializer,
    ProPmtServiceSerializer,
    PurchasedServiceSerializer,
    RegisterSerializer,
    UserSerializer,
)


class RegisterView(generics.CreateAPIView):
    serializer_class = RegisterSerializer
    permission_classes = [permissions.AllowAny]


class MeView(generics.RetrieveAPIView):
    serializer_class = UserSerializer
    permission_classes = [permissions.IsAuthenticated]

    def get_object(self):
        return self.request.user


class UserUpdateView(generics.UpdateAPIView):
    serializer_class = UserSerializer
    permission_classes = [permissions.IsAuthenticated]

    def get_queryset(self):
        return User.objects.filter(pk=self.request.user.pk)


class RequestOtpView(APIView):
    permission_classes = [permissions.AllowAny]

    def post(self, request):
        email = request.data.get("email")
        try:
            user = User.objects.get(email=email)
        except User.DoesNotExist:
            return Response(
                {"detail": "User with this email does not exist."},
                status=status.HTTP_404_NOT_FOUND,
            )
        code = f"{random.randint(0, 999999):06d}"
        Otp.objects.create(user=user, code=code)
        send_mail("Your password reset code", f"Your code is {code}.", None, [user.email])
        return Response({"detail": "OTP sent."})


class VerifyOtpView(APIView):
    permission_classes = [permissions.AllowAny]

    def post(self, request):
        email = request.data.get("email")
        code = request.data.get("otp")
        new_password = request.data.get("new_password")
        otp = (
            Otp.objects.filter(user__email=email, code=code, used=False)
            .order_by("-created_at")
            .first()
        )
        if otp is None:
            return Response({"detail": "Invalid or expired OTP."}, status=status.HTTP_400_BAD_REQUEST)
        if not new_password:
            return Response(
                {"new_password": ["This field is required."]}, status=status.HTTP_400_BAD_REQUEST
            )
        otp.used = True
        otp.save()
        otp.user.set_password(new_password)
        otp.user.save()
        return Response({"detail": "Password reset successful."})


class PmtCategoryList(generics.ListAPIView):
    queryset = PmtCategory.objects.all()
    serializer_class = PmtCategorySerializer
    permission_classes = [permissions.IsAuthenticated]


class ProPmtServiceList(generics.ListAPIView):
    queryset = ProPmtService.objects.all()
    serializer_class = ProPmtServiceSerializer
    permission_classes = [permissions.IsAuthenticated]
    filterset_fields = ["category"]


class ProPmtServiceDetail(generics.RetrieveAPIView):
    queryset = ProPmtService.objects.all()
    serializer_class = ProPmtServiceSerializer
    permission_classes = [permissions.AllowAny]


class MyServicesList(generics.ListAPIView):
    serializer_class = PurchasedServiceSerializer
    permission_classes = [permissions.IsAuthenticated]

    def get_queryset(self):
        return PurchasedService.objects.filter(user=self.request.user)


class MyServiceDetail(generics.RetrieveAPIView):
    serializer_class = PurchasedServiceSerializer
    permission_classes = [permissions.IsAuthenticated]

    def get_queryset(self):
        return PurchasedService.objects.filter(user=self.request.user)


class OrderListCreate(generics.ListCreateAPIView):
    serializer_class = OrderSerializer
    permission_classes = [permissions.IsAuthenticated]

    def get_queryset(self):
        return Order.objects.filter(user=self.request.user).order_by("-created_at")

    def perform_create(self, serializer):
        service = serializer.validated_data["service"]
        serializer.save(user=self.request.user, amount=service.price)


class EnquiryCreate(generics.CreateAPIView):
    serializer_class = EnquirySerializer
    permission_classes = [permissions.AllowAny]


class HomeSliderList(generics.ListAPIView):
    queryset = HomeSlider.objects.all()
    serializer_class = HomeSliderSerializer
    permission_classes = [permissions.AllowAny]


class PmtSliderList(generics.ListAPIView):
    queryset = PmtSlider.objects.all()
    serializer_class = PmtSliderSerializer
    permission_classes = [permissions.AllowAny]
