from rest_framework import serializers

from .models import (
    Enquiry,
    HomeSlider,
    Order,
    PmtCategory,
    PmtSlider,
    ProPmtService,
    PurchasedService,
    User,
)


class RegisterSerializer(serializers.ModelSerializer):
    password = serializers.CharField(write_only=True, min_length=7)

    class Meta:
        model = User
        fields = ["id", "name", "email", "phonenumber", "access_for", "password"]

    def create(self, validated_data):
        password = validated_data.pop("password")
        user = User(username=validated_data["email"], **validated_data)
        user.set_password(password)
        user.save()
        return user


class UserSerializer(serializers.ModelSerializer):
    class Meta:
        model = User
        fields = [
            "id",
            "username",
            "name",
            "email",
            "phonenumber",
            "access_for",
            "abc_coins",
            "education",
            "career",
            "micro_bussiness",
            "spritual",
            "shatayu",
            "pro_pmt",
            "pharma_edge",
            "rephub",
            "is_staff",
            "date_joined",
        ]
        read_only_fields = [
            "abc_coins",
            "education",
            "career",
            "micro_bussiness",
            "spritual",
            "shatayu",
            "pro_pmt",
            "pharma_edge",
            "rephub",
            "is_staff",
            "date_joined",
        ]


class PmtCategorySerializer(serializers.ModelSerializer):
    class Meta:
        model = PmtCategory
        fields = "__all__"


class ProPmtServiceSerializer(serializers.ModelSerializer):
    class Meta:
        model = ProPmtService
        fields = "__all__"


class PurchasedServiceSerializer(serializers.ModelSerializer):
    service = ProPmtServiceSerializer(read_only=True)

    class Meta:
        model = PurchasedService
        fields = "__all__"


class OrderSerializer(serializers.ModelSerializer):
    class Meta:
        model = Order
        fields = ["id", "service", "amount", "status", "created_at"]
        read_only_fields = ["amount", "status", "created_at"]


class EnquirySerializer(serializers.ModelSerializer):
    class Meta:
        model = Enquiry
        fields = "__all__"


class HomeSliderSerializer(serializers.ModelSerializer):
    class Meta:
        model = HomeSlider
        fields = "__all__"


class PmtSliderSerializer(serializers.ModelSerializer):
    class Meta:
        model = PmtSlider
        fields = "__all__"
